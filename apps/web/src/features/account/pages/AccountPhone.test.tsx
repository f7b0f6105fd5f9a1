// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { describeInEachLanguage } from '../../../shared/testing/languages.test-utils.ts';
import { apiError, toastTexts } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { codeSent, jana, openAccount, TEXTS, type User } from './accountPage.test-utils.tsx';

describeInEachLanguage('my account: phone warning', TEXTS, (text) => {
  it('a missing phone is warned about, with a way to the field', async () => {
    openAccount({ ...jana, phoneNumber: null });
    expect(await screen.findByText(text.missingPhone)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.editPhone })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.verifyPhone })).toBeNull();
  });

  it('a malformed phone is warned about', async () => {
    openAccount({ ...jana, phoneNumber: '0901 234 567' });
    expect(await screen.findByText(text.malformed)).toBeTruthy();
  });

  it('an unverified phone is warned about and marked not verified', async () => {
    openAccount(jana);
    expect(await screen.findByText(text.unverified)).toBeTruthy();
    expect(screen.getByText(text.notVerified)).toBeTruthy();
  });

  it('a verified phone needs no warning', async () => {
    openAccount({ ...jana, phoneNumberVerified: true });
    expect(await screen.findByText(text.verified)).toBeTruthy();
    expect(screen.queryByText(text.unverifiedAny)).toBeNull();
  });
});

describeInEachLanguage('my account: phone verification', TEXTS, (text) => {
  async function openCodeDialog(user: User) {
    await user.click(await screen.findByRole('button', { name: text.verifyPhone }));
    return screen.findByRole('dialog', { name: text.dialog });
  }

  it('the link sends the code and opens the dialog: where it went, how long it is valid, a 6-digit one-time-code input', async () => {
    const { store, api } = openAccount(jana, { 'POST /v2/user/verify-phone-send-code': codeSent });
    const user = userEvent.setup();
    expect(await screen.findByText(text.unverified)).toBeTruthy();
    const dialog = await openCodeDialog(user);
    expect(api.callsTo('POST /v2/user/verify-phone-send-code')).toHaveLength(1);
    expect(toastTexts(store)).toEqual([text.codeSent]);
    expect(within(dialog).getByText(text.codeSentTo)).toBeTruthy();
    const input = within(dialog).getByLabelText(text.code);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(within(dialog).getByText(text.resendIn)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: text.close })).toBeTruthy();
  });

  it('a code of other than 6 digits is refused before it is sent', async () => {
    const { api } = openAccount(jana, { 'POST /v2/user/verify-phone-send-code': codeSent });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText(text.code), '12a4');
    await user.click(within(dialog).getByRole('button', { name: text.verify }));
    expect(await within(dialog).findByText(text.codeFormat)).toBeTruthy();
    expect(api.callsTo('POST /v2/user/verify-phone')).toHaveLength(0);
  });

  it('a wrong code is said at the input with the tries left, and toasts "not verified"', async () => {
    const { store } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': codeSent,
      'POST /v2/user/verify-phone': apiError(400, 'USER_PHONE_CODE_INVALID', text.codeInvalidApi, {
        attemptsLeft: text.attemptsLeft,
      }),
    });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText(text.code), '111111');
    await user.click(within(dialog).getByRole('button', { name: text.verify }));
    expect(await within(dialog).findByText(text.codeInvalid)).toBeTruthy();
    expect(toastTexts(store)).toContain(text.phoneNotVerified);
  });

  it('the right code closes the dialog, toasts "verified" and the warning goes', async () => {
    const { store, api } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': codeSent,
      'POST /v2/user/verify-phone': { status: 200, body: { ...jana, phoneNumberVerified: true } },
    });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText(text.code), '123456');
    await user.click(within(dialog).getByRole('button', { name: text.verify }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /v2/user/verify-phone')[0]?.body).toEqual({ code: '123456' });
    expect(toastTexts(store)).toContain(text.phoneVerified);
    expect(screen.queryByText(text.unverifiedAny)).toBeNull();
    expect(screen.getByText(text.verified)).toBeTruthy();
  });

  it('asking for a code too soon toasts when to retry and opens the dialog for the code sent before', async () => {
    const { store } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': {
        ...apiError(429, 'RATE_LIMITED', text.rateLimitedApi, { retryAfter: 42 }),
        headers: { 'Retry-After': '42' },
      },
    });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    expect(toastTexts(store)).toEqual([text.codeTooSoon]);
    expect(within(dialog).getByText(text.codeSentEarlier)).toBeTruthy();
    expect(within(dialog).getByText(text.resendInSoon)).toBeTruthy();
  });

  it('a code that could not be sent toasts "not sent" and opens no dialog', async () => {
    const { store } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': apiError(500, 'INTERNAL_ERROR', text.serverErrorApi),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.verifyPhone }));
    await vi.waitFor(() => expect(toastTexts(store)).toEqual([text.codeNotSent]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
