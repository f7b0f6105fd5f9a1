// @vitest-environment happy-dom
import { errorCatalogue } from '@hokej/contract/errors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { apiError, makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { AccountPage } from './AccountPage.tsx';

const TAKEN = errorCatalogue.USER_NO_UNIQUE_PHONE.message;

describe('my account: a phone number another account has verified', () => {
  it('is said under the phone field, which gets the focus', async () => {
    const api = mockApi({
      'GET /v2/user/my-account': { status: 200, body: janaAccount({ phoneNumberVerified: false }) },
      'PATCH /v2/user': apiError(409, 'USER_NO_UNIQUE_PHONE', TAKEN),
    });
    renderPage(<AccountPage />, { route: '/account', store: makeStore({ session: janaSession() }) });
    const user = userEvent.setup();
    const personal = await screen.findByRole('form', { name: 'Osobné údaje' });
    const phone = within(personal).getByRole('textbox', { name: /Telefónne číslo/ });
    await user.clear(phone);
    await user.type(phone, '+421905111222');
    await user.click(within(personal).getByRole('button', { name: 'Uložiť zmeny' }));
    await vi.waitFor(() => expect(api.callsTo('PATCH /v2/user')).toHaveLength(1));
    expect(await within(personal).findByText(TAKEN)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
  });
});
