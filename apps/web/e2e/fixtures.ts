import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { fan } from './shop.ts';

// The journeys share the demo fan's cart: a seat one spec left behind (a failed run, a missed release)
// would change what the next one sees (a full cart, another payment choice). So every spec on the demo
// shop starts with that cart empty, here, in one place.

/** Gives back every line and the coupon of the demo fan's cart, through the API. */
export async function emptyFanCart(request: APIRequestContext) {
  const login = await request.post('/v2/user/login', { data: fan });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const cart = await request.get('/v2/cart', { headers });
  expect(cart.status(), await cart.text()).toBe(200);
  const { items, coupon } = (await cart.json()) as { items: { id: string }[]; coupon: unknown };
  const changes = [
    ...items.map((item) => ({ type: 'REMOVE_ITEM', itemId: item.id })),
    ...(coupon ? [{ type: 'REMOVE_COUPON' }] : []),
  ];
  for (const data of changes) {
    const changed = await request.put('/v2/cart', { headers, data });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
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
