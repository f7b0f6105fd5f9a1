// @vitest-environment happy-dom
import type { MyAccount } from '@hokej/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  apiError,
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { AccountPage } from './AccountPage.tsx';

type User = ReturnType<typeof userEvent.setup>;

const jana = janaAccount({ phoneNumberVerified: false });
const codeSent = { status: 202, body: { phoneNumber: '+421901234567', expiresInS: 300, resendAfterS: 60 } };

function openAccount(account: MyAccount, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /v2/user/my-account': { status: 200, body: account }, ...handlers });
  const store = makeStore({ session: janaSession({ phoneNumberVerified: false }) });
  return { api, ...renderPage(<AccountPage />, { route: '/account', store }) };
}

async function openCodeDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Verify phone number' }));
  return screen.findByRole('dialog', { name: 'Phone number verification' });
}

beforeEach(() => switchShopLanguage('en'));
afterEach(() => switchShopLanguage('sk'));

describe('my account in English', () => {
  it('names the page, its sections and their fields in English, and asks the API in English', async () => {
    const { api } = openAccount({ ...jana, phoneNumberVerified: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    for (const name of ['Personal details', 'Change password', 'Billing details', 'My matches in a calendar'])
      expect(screen.getByRole('region', { name })).toBeTruthy();
    const personal = screen.getByRole('form', { name: 'Personal details' });
    expect(within(personal).getByLabelText('First name')).toBeTruthy();
    expect(within(personal).getByLabelText('Last name')).toBeTruthy();
    expect(within(personal).getByLabelText(/^Phone number/)).toBeTruthy();
    expect(within(personal).getByText('Verified')).toBeTruthy();
    expect(within(personal).getByRole('button', { name: 'Save changes' })).toBeTruthy();
    const password = screen.getByRole('form', { name: 'Change password' });
    expect(within(password).getByLabelText('Current password')).toBeTruthy();
    expect(within(password).getByLabelText('New password')).toBeTruthy();
    expect(within(password).getByLabelText('Password again')).toBeTruthy();
    expect(api.callsTo('GET /v2/user/my-account')[0]?.language).toBe('en');
  });

  it('a missing phone is warned about in English, with a way to the field', async () => {
    openAccount({ ...jana, phoneNumber: null });
    expect(
      await screen.findByText(
        'You have not entered a phone number. Add it in your personal details and then verify it.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit phone number' })).toBeTruthy();
  });

  it('a malformed phone is warned about in English', async () => {
    openAccount({ ...jana, phoneNumber: '0901 234 567' });
    expect(
      await screen.findByText(/^The phone number 0901 234 567 is not in the right format\./),
    ).toBeTruthy();
  });

  it('an unverified phone is warned about in English and marked Not verified', async () => {
    openAccount(jana);
    expect(
      await screen.findByText(
        'The phone number +421901234567 is not verified. A verified number is needed to buy tickets for some matches.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
  });

  // Typed key by key: more than the default 5 s on a busy machine.
  it('saves a changed field with the English toast; an empty one and a taken phone are refused in English', {
    timeout: 20_000,
  }, async () => {
    const patches: unknown[] = [];
    const { store } = openAccount(jana, {
      'PATCH /v2/user': (call) => {
        patches.push(call.body);
        const body = call.body as { phoneNumber?: string };
        return body.phoneNumber
          ? apiError(409, 'USER_NO_UNIQUE_PHONE', 'This phone number is already used by another account.')
          : { status: 200, body: { ...jana, lastName: 'Novak' } };
      },
    });
    const user = userEvent.setup();
    const personal = await screen.findByRole('form', { name: 'Personal details' });
    await user.clear(within(personal).getByLabelText('First name'));
    await user.click(within(personal).getByRole('button', { name: 'Save changes' }));
    expect(await within(personal).findByText('First name is required.')).toBeTruthy();
    await user.type(within(personal).getByLabelText('First name'), 'Jana');
    await user.clear(within(personal).getByLabelText('Last name'));
    await user.type(within(personal).getByLabelText('Last name'), 'Novak');
    await user.click(within(personal).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(toastTexts(store)).toContain('Your personal details have been saved.'));
    expect(patches).toEqual([{ lastName: 'Novak' }]);

    await user.click(within(personal).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(toastTexts(store)).toContain('You have not changed anything.'));

    const phone = within(personal).getByLabelText(/^Phone number/);
    await user.clear(phone);
    await user.type(phone, '+421905000111');
    await user.click(within(personal).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(personal).findByText('This phone number is already used by another account.'),
    ).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
  });

  it('lists countries in English and names the missing company fields in English', {
    timeout: 20_000,
  }, async () => {
    const { api } = openAccount(jana);
    const user = userEvent.setup();
    const invoice = await screen.findByRole('form', { name: 'Billing details' });
    expect(
      within(invoice).getByText('We will issue invoices in the name of Jana Hrašková to this address.'),
    ).toBeTruthy();
    const country = within(invoice).getByLabelText('Country') as HTMLSelectElement;
    expect(within(country).getByRole('option', { name: 'Slovakia' })).toBeTruthy();
    expect(within(country).getByRole('option', { name: 'Czechia' })).toBeTruthy();
    expect(within(country).queryByRole('option', { name: 'Slovensko' })).toBeNull();
    await user.selectOptions(country, 'SK');
    await user.click(within(invoice).getByLabelText('I am buying for a company'));
    await user.click(within(invoice).getByRole('button', { name: 'Save billing details' }));
    expect(await within(invoice).findByText('Company name is required.')).toBeTruthy();
    expect(within(invoice).getByText('Company ID (IČO) is required.')).toBeTruthy();
    expect(within(invoice).getByText('Street and number is required.')).toBeTruthy();
    expect(within(invoice).getByText('City is required.')).toBeTruthy();
    expect(within(invoice).getByText('Postcode is required.')).toBeTruthy();
    expect(api.callsTo('PATCH /v2/user')).toHaveLength(0);
  });

  it('a wrong current password is said in the API’s English; a changed one toasts in English', async () => {
    let wrong = true;
    const next = janaSession({ refreshToken: `refresh-second-${'r'.repeat(30)}` }, { jti: 'second' });
    const { store } = openAccount(jana, {
      'POST /v2/user/change-password': () =>
        wrong
          ? apiError(400, 'USER_OLD_PASSWORDS_NOT_MATCH', 'The current password is not correct.')
          : { status: 200, body: next },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'Zle-Heslo1');
    await user.type(within(form).getByLabelText('New password'), 'Nove-Heslo1');
    await user.type(within(form).getByLabelText('Password again'), 'Nove-Heslo2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The passwords do not match.')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Password again'));
    await user.type(within(form).getByLabelText('Password again'), 'Nove-Heslo1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is not correct.')).toBeTruthy();
    expect(within(form).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    wrong = false;
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() =>
      expect(toastTexts(store)).toContain(
        'Your password has been changed. We have signed you out on your other devices.',
      ),
    );
  });
});

describe('the phone verification dialog in English', () => {
  it('sends the code and says where it went, how long it is valid and when a new one may be asked', async () => {
    const { store } = openAccount(jana, { 'POST /v2/user/verify-phone-send-code': codeSent });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    expect(toastTexts(store)).toEqual(['We have sent a verification code to +421901234567.']);
    expect(
      within(dialog).getByText(
        'We have sent a text message with a 6-digit verification code to +421901234567. The code is valid for 5 minutes.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Verification code')).toBeTruthy();
    // One minute, less what a busy machine took since the code was asked for.
    expect(within(dialog).getByText(/^You can ask for a new code in (1:00|0:5\d)\.$/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('refuses a code of other than 6 digits, then says a wrong one with the tries left, in English', async () => {
    const { api, store } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': codeSent,
      'POST /v2/user/verify-phone': apiError(
        400,
        'USER_PHONE_CODE_INVALID',
        'The verification code is not correct.',
        {
          attemptsLeft: 1,
        },
      ),
    });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText('Verification code'), '12a4');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Enter the 6 digits from the text message.')).toBeTruthy();
    expect(api.callsTo('POST /v2/user/verify-phone')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Verification code'));
    await user.type(within(dialog).getByLabelText('Verification code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await within(dialog).findByText('The verification code is not correct. 1 attempt left.'),
    ).toBeTruthy();
    expect(toastTexts(store)).toContain('The phone number could not be verified.');
  });

  it('the right code closes the dialog with the English toast and the badge says Verified', async () => {
    const { store } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': codeSent,
      'POST /v2/user/verify-phone': { status: 200, body: { ...jana, phoneNumberVerified: true } },
    });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastTexts(store)).toContain('Your phone number has been verified.');
    expect(screen.getByText('Verified')).toBeTruthy();
  });

  it('asked too soon: the toast says when to retry in English and the dialog opens for the earlier code', async () => {
    const { store } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': {
        ...apiError(429, 'RATE_LIMITED', 'Too many attempts. Please try again in a moment.', {
          retryAfter: 42,
        }),
        headers: { 'Retry-After': '42' },
      },
    });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    expect(toastTexts(store)).toEqual([
      'The verification code could not be sent. Please try again in 42 seconds.',
    ]);
    expect(
      within(dialog).getByText('Enter the code from the text message we sent to +421901234567.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/^You can ask for a new code in 0:4[12]\.$/)).toBeTruthy();
  });
});
