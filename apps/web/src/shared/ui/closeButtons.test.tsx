// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MainMenu } from '../../app/layout/MainMenu.tsx';
import { makeStore, mockApi, renderPage } from '../testing/shopHarness.test-utils.tsx';
import { toastShown } from '../toast/toastSlice.ts';
import { ShopDialogModal } from './ShopDialogModal.tsx';

afterEach(cleanup);

// Bootstrap's defaults are English ("Close", "Toggle navigation"); a fan meets only Slovak names.
describe('Bootstrap controls with Slovak names', () => {
  it("names the dialog's close button Zavrieť", async () => {
    renderPage(
      <ShopDialogModal show title="Zrušiť objednávku" onClose={() => {}} titleId="t">
        Naozaj?
      </ShopDialogModal>,
    );
    expect(await screen.findByRole('button', { name: 'Zavrieť' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });

  it("names the toast's close button Zavrieť", async () => {
    const store = makeStore();
    store.dispatch(toastShown('success', 'Uložené.'));
    renderPage(<p>stránka</p>, { store });
    expect(await screen.findByText('Uložené.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zavrieť' })).toBeTruthy();
  });

  it("names the mobile menu's button Zobraziť menu", () => {
    mockApi({ 'GET /v2/article': { status: 200, body: { data: [] } } });
    renderPage(<MainMenu />);
    const toggle = screen.getByRole('button', { name: 'Zobraziť menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: /toggle navigation/i })).toBeNull();
  });
});
