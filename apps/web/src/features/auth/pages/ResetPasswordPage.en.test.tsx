// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import {
  apiError,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const HASH = 'b'.repeat(43);
const open = () => renderPage(<ResetPasswordPage />, { route: `/reset/${HASH}`, path: '/reset/:hash' });
type User = ReturnType<typeof userEvent.setup>;
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Save the new password' }));
async function typePasswords(user: User, password: string, retype: string) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Password again'), retype);
}

describe('new-password page in English', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('names the page and the form, and both missing fields, in English', async () => {
    await switchShopLanguage('en');
    mockApi({});
    const user = userEvent.setup();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'New password' })).toBeTruthy();
    expect(screen.getByText('Choose a new password for your account.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Setting a new password' })).toBeTruthy();
    await submit(user);
    expect(await screen.findByText('New password is required.')).toBeTruthy();
    expect(screen.getByText('Password again is required.')).toBeTruthy();
  });

  it('a too simple password and passwords that differ are said in English', async () => {
    await switchShopLanguage('en');
    const api = mockApi({});
    const user = userEvent.setup();
    open();
    await typePasswords(user, 'heslo', 'heslo');
    await submit(user);
    expect(await screen.findByText(/^The password is too simple\./)).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Password again'));
    await typePasswords(user, 'Nove-Heslo1', 'Nove-Heslo2');
    await submit(user);
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('a new password toasts in English and opens the sign-in with the e-mail filled in', async () => {
    await switchShopLanguage('en');
    const api = mockApi({
      'POST /v2/user/reset-password-finish': { status: 200, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    const { store } = open();
    await typePasswords(user, 'Nove-Heslo1', 'Nove-Heslo1');
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeTruthy();
    expect(api.callsTo('POST /v2/user/reset-password-finish')[0]?.language).toBe('en');
    expect(toastTexts(store)).toEqual([
      'Your password has been changed. Please sign in with your new password.',
    ]);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(store.getState().session.loginEmail).toBe('jana@example.sk');
  });

  it('an expired link says so in English and sends a new one', async () => {
    await switchShopLanguage('en');
    const api = mockApi({
      'POST /v2/user/reset-password-finish': apiError(
        400,
        'USER_EMAIL_CODE_EXPIRED',
        'The link has expired. Please ask for a new one.',
      ),
      'POST /v2/user/reset-password-request': { status: 202, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    const { store } = open();
    await typePasswords(user, 'Nove-Heslo1', 'Nove-Heslo1');
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'The link is not valid' })).toBeTruthy();
    expect(screen.getByText('The password reset link has expired.')).toBeTruthy();
    expect(screen.getByText('Enter your e-mail address and we will send you a new link.')).toBeTruthy();
    expect(toastTexts(store)).toEqual(['The link is invalid or has expired.']);
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please fill in your e-mail.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.sk');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await vi.waitFor(() => expect(api.callsTo('POST /v2/user/reset-password-request')).toHaveLength(1));
    expect(toastTexts(store)).toContain(
      'If jana@example.sk is registered, we have sent it a link to set a new password.',
    );
  });

  it('a mangled link says it is not valid, in English, without a call', async () => {
    await switchShopLanguage('en');
    const api = mockApi({});
    renderPage(<ResetPasswordPage />, { route: '/reset/x', path: '/reset/:hash' });
    expect(
      await screen.findByText('The password reset link is not valid or has already been used.'),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Forgotten password' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('the API refusing a mismatch shows its English message under the retyped password', async () => {
    await switchShopLanguage('en');
    mockApi({
      'POST /v2/user/reset-password-finish': apiError(
        400,
        'USER_NEW_PASSWORDS_NOT_MATCH',
        'The passwords do not match.',
      ),
    });
    const user = userEvent.setup();
    open();
    await typePasswords(user, 'Nove-Heslo1', 'Nove-Heslo1');
    await submit(user);
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(screen.getByLabelText('Password again').getAttribute('aria-invalid')).toBe('true');
  });
});
