// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

const HASH = 'a'.repeat(43);
const link = (email = 'jana@example.sk') => `/verify?hash=${HASH}&email=${encodeURIComponent(email)}`;

describe('e-mail verification page', () => {
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
    expect(await screen.findByText(/e-mailová adresa jana@example\.sk je overená/)).toBeTruthy();
    const calls = api.callsTo('GET /v2/user/verify-email');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('hash')).toBe(HASH);
    expect(calls[0]?.query.get('email')).toBe('jana@example.sk');
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    expect(store.getState().session.loginDialog).toBe('login');
    expect(store.getState().session.loginEmail).toBe('jana@example.sk');
  });

  it('a link used before says the address was already verified', async () => {
    mockApi({
      'GET /v2/user/verify-email': { status: 200, body: { email: 'jana@example.sk', alreadyVerified: true } },
    });
    renderPage(<VerifyEmailPage />, { route: link() });
    expect(await screen.findByText(/už bola overená skôr/)).toBeTruthy();
  });

  it('an expired link says so, toasts "link invalid or expired" and sends a new e-mail on request', async () => {
    const api = mockApi({
      'GET /v2/user/verify-email': apiError(400, 'USER_EMAIL_CODE_EXPIRED', 'Platnosť odkazu vypršala.'),
      'POST /v2/user/verify-resend': { status: 202, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    const { store } = renderPage(<VerifyEmailPage />, { route: link() });
    expect(await screen.findByText('Platnosť overovacieho odkazu vypršala.')).toBeTruthy();
    expect(toastTexts(store)).toEqual(['Odkaz je neplatný alebo jeho platnosť vypršala.']);
    await user.click(screen.getByRole('button', { name: 'Poslať nový overovací e-mail' }));
    expect(await screen.findByText('Nový overovací e-mail je na ceste. Otvorte odkaz v ňom.')).toBeTruthy();
    expect(toastTexts(store)).toContain('Overovací e-mail sme poslali na adresu jana@example.sk.');
    expect(api.callsTo('POST /v2/user/verify-resend')[0]?.body).toEqual({ email: 'jana@example.sk' });
  });

  it('a used or wrong link says it is not valid', async () => {
    mockApi({
      'GET /v2/user/verify-email': apiError(400, 'USER_EMAIL_CODE_INVALID', 'Odkaz nie je platný.'),
    });
    renderPage(<VerifyEmailPage />, { route: link() });
    expect(await screen.findByText('Overovací odkaz nie je platný alebo už bol použitý.')).toBeTruthy();
  });

  it('a mangled link is refused without a call, and the user types the address for a new e-mail', async () => {
    const api = mockApi({
      'POST /v2/user/verify-resend': { status: 202, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    renderPage(<VerifyEmailPage />, { route: '/verify?hash=short' });
    expect(await screen.findByText('Overovací odkaz nie je platný alebo už bol použitý.')).toBeTruthy();
    expect(api.callsTo('GET /v2/user/verify-email')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Poslať nový overovací e-mail' }));
    expect(await screen.findByText('Vyplňte, prosím, e-mail.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.sk');
    await user.click(screen.getByRole('button', { name: 'Poslať nový overovací e-mail' }));
    expect(await screen.findByText('Nový overovací e-mail je na ceste. Otvorte odkaz v ňom.')).toBeTruthy();
  });

  it('a server failure can be tried again', async () => {
    let answer: { status: number; body: unknown } = apiError(
      500,
      'INTERNAL_ERROR',
      'Niečo sa pokazilo. Skúste to, prosím, neskôr.',
    );
    mockApi({ 'GET /v2/user/verify-email': () => answer });
    const user = userEvent.setup();
    renderPage(<VerifyEmailPage />, { route: link() });
    expect(await screen.findByText('Niečo sa pokazilo. Skúste to, prosím, neskôr.')).toBeTruthy();
    answer = { status: 200, body: { email: 'jana@example.sk', alreadyVerified: false } };
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByRole('heading', { name: 'E-mail je overený' })).toBeTruthy();
  });
});
