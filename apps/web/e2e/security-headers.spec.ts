import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { acceptCookies, fan, holdSeats, openSector, seatLocator, submitLogin } from './shop.ts';

/**
 * The shop under its Content Security Policy: no page of the built app may need an exception. Every
 * violation the browser reports (the DOM event and the console line) is collected and must stay empty.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations ?? [])),
  ];
}

test('home, events, arena, sector and the login dialog run under the CSP without a violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const home = await page.goto('/');
  const policy = home?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(home?.headers()['x-frame-options']).toBe('DENY');
  await acceptCookies(page);
  // The stylesheet applied: Bootstrap's navbar is laid out, not a bare list.
  await expect(page.getByRole('navigation', { name: 'Hlavné menu' })).toBeVisible();
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);

  await page.getByRole('banner').getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await submitLogin(page, fan);
  await expect(page.getByRole('dialog')).toBeHidden();

  await openSector(page, 'A12');
  const [seat] = await holdSeats(page, [0]);
  expect(await violations()).toEqual([]);
  // The demo fan's cart is shared with the journeys after this one (a near match blocks bank transfer).
  if (seat) {
    await seatLocator(page, seat).click();
    await expect(seatLocator(page, seat)).toHaveAttribute('data-state', 'free');
  }
});

test('the API documentation at /v2/docs runs under its policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/v2/docs');
  // Swagger UI renders the whole document in the browser: slow on a busy machine.
  await expect(page.getByText('Vstupenky HK Orly Zvolen – API').first()).toBeVisible({ timeout: 40_000 });
  expect(await violations()).toEqual([]);
});
