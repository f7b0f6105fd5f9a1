// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { describeInEachLanguage } from '../../../shared/testing/languages.test-utils.ts';
import {
  apiError,
  mockApi,
  pageLoaded,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const HASH = 'b'.repeat(43);
const open = () => renderPage(<ResetPasswordPage />, { route: `/reset/${HASH}`, path: '/reset/:hash' });
type User = ReturnType<typeof userEvent.setup>;

const TEXTS = {
  sk: {
    title: 'Nové heslo',
    intro: 'Zvoľte si nové heslo k svojmu účtu.',
    form: 'Nastavenie nového hesla',
    newPassword: 'Nové heslo',
    retype: 'Heslo znova',
    submit: 'Uložiť nové heslo',
    newPasswordRequired: 'Nové heslo je povinné.',
    retypeRequired: 'Heslo znova je povinné.',
    tooSimple: /^Heslo je príliš jednoduché\./,
    mismatch: 'Heslá sa nezhodujú.',
    doneTitle: 'Heslo je zmenené',
    done: 'Heslo bolo zmenené. Prihláste sa, prosím, novým heslom.',
    login: 'Prihlásiť sa',
    linkExpiredApi: 'Platnosť odkazu vypršala.',
    invalidTitle: 'Odkaz nie je platný',
    expired: 'Platnosť odkazu na obnovu hesla vypršala.',
    requestNew: 'Zadajte svoj e-mail a pošleme vám nový odkaz.',
    linkToast: 'Odkaz je neplatný alebo jeho platnosť vypršala.',
    sendLink: 'Poslať odkaz',
    fillEmail: 'Vyplňte, prosím, e-mail.',
    sent: 'Ak je adresa jana@example.sk zaregistrovaná, poslali sme na ňu odkaz na nastavenie nového hesla.',
    invalid: 'Odkaz na obnovu hesla nie je platný alebo už bol použitý.',
    forgotten: 'Zabudnuté heslo',
  },
  en: {
    title: 'New password',
    intro: 'Choose a new password for your account.',
    form: 'Setting a new password',
    newPassword: 'New password',
    retype: 'Password again',
    submit: 'Save the new password',
    newPasswordRequired: 'New password is required.',
    retypeRequired: 'Password again is required.',
    tooSimple: /^The password is too simple\./,
    mismatch: 'The passwords do not match.',
    doneTitle: 'Your password is changed',
    done: 'Your password has been changed. Please sign in with your new password.',
    login: 'Sign in',
    linkExpiredApi: 'The link has expired. Please ask for a new one.',
    invalidTitle: 'The link is not valid',
    expired: 'The password reset link has expired.',
    requestNew: 'Enter your e-mail address and we will send you a new link.',
    linkToast: 'The link is invalid or has expired.',
    sendLink: 'Send link',
    fillEmail: 'Please fill in your e-mail.',
    sent: 'If jana@example.sk is registered, we have sent it a link to set a new password.',
    invalid: 'The password reset link is not valid or has already been used.',
    forgotten: 'Forgotten password',
  },
};

describeInEachLanguage('new-password page', TEXTS, (text, language) => {
  const submit = (user: User) => user.click(screen.getByRole('button', { name: text.submit }));
  async function typePasswords(user: User, password: string, retype: string) {
    await user.type(screen.getByLabelText(text.newPassword), password);
    await user.type(screen.getByLabelText(text.retype), retype);
  }

  it('names the page and the form; both fields are required', async () => {
    mockApi({});
    const user = userEvent.setup();
    open();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    expect(screen.getByText(text.intro)).toBeTruthy();
    expect(screen.getByRole('form', { name: text.form })).toBeTruthy();
    await submit(user);
    expect(await screen.findByText(text.newPasswordRequired)).toBeTruthy();
    expect(screen.getByText(text.retypeRequired)).toBeTruthy();
  });

  it('a too simple password and passwords that differ are said before anything is sent', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    open();
    await typePasswords(user, 'heslo', 'heslo');
    await submit(user);
    expect(await screen.findByText(text.tooSimple)).toBeTruthy();
    await user.clear(screen.getByLabelText(text.newPassword));
    await user.clear(screen.getByLabelText(text.retype));
    await typePasswords(user, 'Nove-Heslo1', 'Nove-Heslo2');
    await submit(user);
    expect(await screen.findByText(text.mismatch)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('a new password sends the link hash, toasts and opens the login dialog with the e-mail', async () => {
    const api = mockApi({
      'POST /v2/user/reset-password-finish': { status: 200, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    const { store } = open();
    await typePasswords(user, 'Nove-Heslo1', 'Nove-Heslo1');
    await submit(user);
    expect(await screen.findByRole('heading', { name: text.doneTitle })).toBeTruthy();
    const [call] = api.callsTo('POST /v2/user/reset-password-finish');
    expect(call?.body).toEqual({
      newPassword: 'Nove-Heslo1',
      newPasswordRetype: 'Nove-Heslo1',
      resetPasswordHash: HASH,
    });
    expect(call?.language).toBe(language);
    expect(toastTexts(store)).toEqual([text.done]);
    expect(screen.getByRole('button', { name: text.login })).toBeTruthy();
    expect(store.getState().session.loginDialog).toBe('login');
    expect(store.getState().session.loginEmail).toBe('jana@example.sk');
  });

  it('an expired link says so and lets the user ask for a new one', async () => {
    const api = mockApi({
      'POST /v2/user/reset-password-finish': apiError(400, 'USER_EMAIL_CODE_EXPIRED', text.linkExpiredApi),
      'POST /v2/user/reset-password-request': { status: 202, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    const { store } = open();
    await typePasswords(user, 'Nove-Heslo1', 'Nove-Heslo1');
    await submit(user);
    expect(await screen.findByRole('heading', { name: text.invalidTitle })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText(text.expired)).toBeTruthy();
    expect(screen.getByText(text.requestNew)).toBeTruthy();
    expect(toastTexts(store)).toEqual([text.linkToast]);
    await user.click(screen.getByRole('button', { name: text.sendLink }));
    expect(await screen.findByText(text.fillEmail)).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.sk');
    await user.click(screen.getByRole('button', { name: text.sendLink }));
    await vi.waitFor(() => expect(api.callsTo('POST /v2/user/reset-password-request')).toHaveLength(1));
    expect(toastTexts(store)).toContain(text.sent);
  });

  it('a mangled link shows the request form at once, without a call', async () => {
    const api = mockApi({});
    renderPage(<ResetPasswordPage />, { route: '/reset/x', path: '/reset/:hash' });
    expect(await screen.findByText(text.invalid)).toBeTruthy();
    expect(screen.getByRole('form', { name: text.forgotten })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.sendLink })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('the server refusing a mismatch is shown under the retyped password', async () => {
    mockApi({
      'POST /v2/user/reset-password-finish': apiError(400, 'USER_NEW_PASSWORDS_NOT_MATCH', text.mismatch),
    });
    const user = userEvent.setup();
    open();
    await typePasswords(user, 'Nove-Heslo1', 'Nove-Heslo1');
    await submit(user);
    expect(await screen.findByText(text.mismatch)).toBeTruthy();
    expect(screen.getByLabelText(text.retype).getAttribute('aria-invalid')).toBe('true');
  });
});
