import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { fan } from './shop.ts';

// The journeys share the demo fan's cart: a seat one spec left behind (a failed run, a missed release)
// would change what the next one sees (a full cart, another payment choice). So every spec on the demo
// shop starts with that cart empty, here, in one place.

/** Gives back every line and the coupon of the demo fan's cart, through the API. */
export const emptyFanCart = (request: APIRequestContext) => emptyCart(request, fan);

/** Gives back every line and the coupon of `user`'s cart, through the API. */
export async function emptyCart(request: APIRequestContext, user: { email: string; password: string }) {
  const login = await request.post('/v2/user/login', { data: user });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  // A release that would strand a seat is refused (SEAT_GAP) while another seat of the row can go first:
  // each pass gives back what it can, and the last seat of a row can always go.
  for (let pass = 0; pass < 6; pass++) {
    const cart = await request.get('/v2/cart', { headers });
    expect(cart.status(), await cart.text()).toBe(200);
    const { items, coupon } = (await cart.json()) as { items: { id: string }[]; coupon: unknown };
    if (items.length === 0 && !coupon) return;
    const changes = [
      ...items.map((item) => ({ type: 'REMOVE_ITEM', itemId: item.id })),
      ...(coupon ? [{ type: 'REMOVE_COUPON' }] : []),
    ];
    for (const data of changes) {
      const changed = await request.put('/v2/cart', { headers, data });
      const refusedGap = changed.status() === 409 && (await changed.json()).code === 'SEAT_GAP';
      expect(changed.ok() || refusedGap, await changed.text()).toBe(true);
    }
  }
  throw new Error(`the cart of ${user.email} did not empty`);
}

/** Playwright's `test`, with the demo fan's cart emptied before each test. */
export const test = base.extend<{ emptiedFanCart: undefined }>({
  emptiedFanCart: [
    async ({ request }, use) => {
      await emptyFanCart(request);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
