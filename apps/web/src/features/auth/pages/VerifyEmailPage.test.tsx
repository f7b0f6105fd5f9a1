// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { expect, it } from 'vitest';
import { describeInEachLanguage } from '../../../shared/testing/languages.test-utils.ts';
import {
  apiError,
  mockApi,
  pageLoaded,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

const HASH = 'a'.repeat(43);
const link = (email = 'jana@example.sk') => `/verify?hash=${HASH}&email=${encodeURIComponent(email)}`;

const TEXTS = {
  sk: {
    title: 'Overenie e-mailu',
    verifiedTitle: 'E-mail je overený',
    verified: 'Ďakujeme, e-mailová adresa jana@example.sk je overená. Teraz sa môžete prihlásiť.',
    login: 'Prihlásiť sa',
    alreadyVerified: 'E-mailová adresa jana@example.sk už bola overená skôr. Môžete sa prihlásiť.',
    linkExpiredApi: 'Platnosť odkazu vypršala.',
    invalidTitle: 'Odkaz nie je platný',
    expired: 'Platnosť overovacieho odkazu vypršala.',
    resendHint: 'Pošleme vám nový overovací e-mail s novým odkazom.',
    linkToast: 'Odkaz je neplatný alebo jeho platnosť vypršala.',
    resend: 'Poslať nový overovací e-mail',
    resent: 'Nový overovací e-mail je na ceste. Otvorte odkaz v ňom.',
    sent: 'Overovací e-mail sme poslali na adresu jana@example.sk.',
    linkInvalidApi: 'Odkaz nie je platný.',
    invalid: 'Overovací odkaz nie je platný alebo už bol použitý.',
    fillEmail: 'Vyplňte, prosím, e-mail.',
    failedTitle: 'Overenie sa nepodarilo',
    serverError: 'Niečo sa pokazilo. Skúste to, prosím, neskôr.',
    tryAgain: 'Skúsiť znova',
  },
  en: {
    title: 'E-mail verification',
    verifiedTitle: 'Your e-mail is verified',
    verified: 'Thank you, the e-mail address jana@example.sk is verified. You can sign in now.',
    login: 'Sign in',
    alreadyVerified: 'The e-mail address jana@example.sk was already verified. You can sign in.',
    linkExpiredApi: 'The link has expired.',
    invalidTitle: 'The link is not valid',
    expired: 'The verification link has expired.',
    resendHint: 'We will send you a new verification e-mail with a new link.',
    linkToast: 'The link is invalid or has expired.',
    resend: 'Send a new verification e-mail',
    resent: 'A new verification e-mail is on its way. Open the link in it.',
    sent: 'We have sent a verification e-mail to jana@example.sk.',
    linkInvalidApi: 'The link is not valid.',
    invalid: 'The verification link is not valid or has already been used.',
    fillEmail: 'Please fill in your e-mail.',
    failedTitle: 'The verification failed',
    serverError: 'Something went wrong. Please try again later.',
    tryAgain: 'Try again',
  },
};

describeInEachLanguage('e-mail verification page', TEXTS, (text, language) => {
  it('verifies once, even under strict mode, and offers to log in with the e-mail filled in', async () => {
    const api = mockApi({
      'GET /v2/user/verify-email': {
        status: 200,
        body: { email: 'jana@example.sk', alreadyVerified: false },
      },
    });
    const user = userEvent.setup();
    const { store } = renderPage(
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
      { route: link() },
    );
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: text.verifiedTitle })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText(text.verified)).toBeTruthy();
    const calls = api.callsTo('GET /v2/user/verify-email');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('hash')).toBe(HASH);
    expect(calls[0]?.query.get('email')).toBe('jana@example.sk');
    expect(calls[0]?.language).toBe(language);
    await user.click(screen.getByRole('button', { name: text.login }));
    expect(store.getState().session.loginDialog).toBe('login');
    expect(store.getState().session.loginEmail).toBe('jana@example.sk');
  });

  it('a link used before says the address was already verified', async () => {
    mockApi({
      'GET /v2/user/verify-email': { status: 200, body: { email: 'jana@example.sk', alreadyVerified: true } },
    });
    renderPage(<VerifyEmailPage />, { route: link() });
    expect(await screen.findByText(text.alreadyVerified)).toBeTruthy();
  });

  it('an expired link says so, toasts "link invalid or expired" and sends a new e-mail on request', async () => {
    const api = mockApi({
      'GET /v2/user/verify-email': apiError(400, 'USER_EMAIL_CODE_EXPIRED', text.linkExpiredApi),
      'POST /v2/user/verify-resend': { status: 202, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    const { store } = renderPage(<VerifyEmailPage />, { route: link() });
    expect(await screen.findByRole('heading', { name: text.invalidTitle })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText(text.expired)).toBeTruthy();
    expect(screen.getByText(text.resendHint)).toBeTruthy();
    expect(toastTexts(store)).toEqual([text.linkToast]);
    await user.click(screen.getByRole('button', { name: text.resend }));
    expect(await screen.findByText(text.resent)).toBeTruthy();
    expect(toastTexts(store)).toContain(text.sent);
    expect(api.callsTo('POST /v2/user/verify-resend')[0]?.body).toEqual({ email: 'jana@example.sk' });
  });

  it('a used or wrong link says it is not valid', async () => {
    mockApi({
      'GET /v2/user/verify-email': apiError(400, 'USER_EMAIL_CODE_INVALID', text.linkInvalidApi),
    });
    renderPage(<VerifyEmailPage />, { route: link() });
    expect(await screen.findByText(text.invalid)).toBeTruthy();
  });

  it('a mangled link is refused without a call, and the user types the address for a new e-mail', async () => {
    const api = mockApi({
      'POST /v2/user/verify-resend': { status: 202, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    renderPage(<VerifyEmailPage />, { route: '/verify?hash=short' });
    expect(await screen.findByText(text.invalid)).toBeTruthy();
    expect(api.callsTo('GET /v2/user/verify-email')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: text.resend }));
    expect(await screen.findByText(text.fillEmail)).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.sk');
    await user.click(screen.getByRole('button', { name: text.resend }));
    expect(await screen.findByText(text.resent)).toBeTruthy();
  });

  it('a server failure shows the API’s message and can be tried again', async () => {
    let answer: { status: number; body: unknown } = apiError(500, 'INTERNAL_ERROR', text.serverError);
    mockApi({ 'GET /v2/user/verify-email': () => answer });
    const user = userEvent.setup();
    renderPage(<VerifyEmailPage />, { route: link() });
    expect(await screen.findByRole('heading', { name: text.failedTitle })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText(text.serverError)).toBeTruthy();
    answer = { status: 200, body: { email: 'jana@example.sk', alreadyVerified: false } };
    await user.click(screen.getByRole('button', { name: text.tryAgain }));
    expect(await screen.findByRole('heading', { name: text.verifiedTitle })).toBeTruthy();
  });
});
