// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../i18n/shopI18n.ts';
import { makeStore, renderPage } from '../testing/shopHarness.test-utils.tsx';
import { errorAdded } from './errorsSlice.ts';
import { GlobalErrorDialog } from './GlobalErrorDialog.tsx';

describe('the error dialog', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('is titled and confirmed in Slovak by default', async () => {
    const store = makeStore();
    renderPage(<GlobalErrorDialog />, { route: '/event/x/arena', store });
    act(() => {
      store.dispatch(errorAdded({ code: 'SEAT_INACTIVE', message: 'Miesto už nie je voľné.', status: 409 }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Miesto nie je dostupné' });
    expect(within(dialog).getByRole('button', { name: 'Rozumiem' })).toBeTruthy();
  });

  it('in English its title and button are English, though its module loaded while the shop was Slovak', async () => {
    await switchShopLanguage('en');
    const store = makeStore();
    const { location } = renderPage(<GlobalErrorDialog />, { route: '/event/x/arena', store });
    act(() => {
      store.dispatch(
        errorAdded({ code: 'EVENT_NOT_FOUND', message: 'The match was not found.', status: 404 }),
      );
    });
    const dialog = await screen.findByRole('dialog', { name: 'Not found' });
    expect(within(dialog).getByText('The match was not found.')).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Back to the home page' }));
    expect(location()).toBe('/');
  });
});
