// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import {
  apiError,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

const HASH = 'a'.repeat(43);
const link = `/verify?hash=${HASH}&email=${encodeURIComponent('jana@example.sk')}`;

describe('e-mail verification page in English', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('says the address is verified and offers to sign in, asking the API in English', async () => {
    await switchShopLanguage('en');
    const api = mockApi({
      'GET /v2/user/verify-email': {
        status: 200,
        body: { email: 'jana@example.sk', alreadyVerified: false },
      },
    });
    const user = userEvent.setup();
    const { store } = renderPage(<VerifyEmailPage />, { route: link });
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail verification' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your e-mail is verified' })).toBeTruthy();
    expect(
      screen.getByText('Thank you, the e-mail address jana@example.sk is verified. You can sign in now.'),
    ).toBeTruthy();
    expect(api.callsTo('GET /v2/user/verify-email')[0]?.language).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(store.getState().session.loginDialog).toBe('login');
  });

  it('a link used before says so in English', async () => {
    await switchShopLanguage('en');
    mockApi({
      'GET /v2/user/verify-email': { status: 200, body: { email: 'jana@example.sk', alreadyVerified: true } },
    });
    renderPage(<VerifyEmailPage />, { route: link });
    expect(
      await screen.findByText('The e-mail address jana@example.sk was already verified. You can sign in.'),
    ).toBeTruthy();
  });

  it('an expired link says so, toasts in English and sends a new e-mail on request', async () => {
    await switchShopLanguage('en');
    mockApi({
      'GET /v2/user/verify-email': apiError(400, 'USER_EMAIL_CODE_EXPIRED', 'The link has expired.'),
      'POST /v2/user/verify-resend': { status: 202, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    const { store } = renderPage(<VerifyEmailPage />, { route: link });
    expect(await screen.findByRole('heading', { name: 'The link is not valid' })).toBeTruthy();
    expect(screen.getByText('The verification link has expired.')).toBeTruthy();
    expect(screen.getByText('We will send you a new verification e-mail with a new link.')).toBeTruthy();
    expect(toastTexts(store)).toEqual(['The link is invalid or has expired.']);
    await user.click(screen.getByRole('button', { name: 'Send a new verification e-mail' }));
    expect(
      await screen.findByText('A new verification e-mail is on its way. Open the link in it.'),
    ).toBeTruthy();
    expect(toastTexts(store)).toContain('We have sent a verification e-mail to jana@example.sk.');
  });

  it('a mangled link asks for the address in English and names a missing one in English', async () => {
    await switchShopLanguage('en');
    const api = mockApi({
      'POST /v2/user/verify-resend': { status: 202, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    renderPage(<VerifyEmailPage />, { route: '/verify?hash=short' });
    expect(
      await screen.findByText('The verification link is not valid or has already been used.'),
    ).toBeTruthy();
    expect(api.callsTo('GET /v2/user/verify-email')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send a new verification e-mail' }));
    expect(await screen.findByText('Please fill in your e-mail.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.sk');
    await user.click(screen.getByRole('button', { name: 'Send a new verification e-mail' }));
    expect(
      await screen.findByText('A new verification e-mail is on its way. Open the link in it.'),
    ).toBeTruthy();
  });

  it('a server failure shows the API’s English message and can be tried again', async () => {
    await switchShopLanguage('en');
    let answer: { status: number; body: unknown } = apiError(
      500,
      'INTERNAL_ERROR',
      'Something went wrong. Please try again later.',
    );
    mockApi({ 'GET /v2/user/verify-email': () => answer });
    const user = userEvent.setup();
    renderPage(<VerifyEmailPage />, { route: link });
    expect(await screen.findByRole('heading', { name: 'The verification failed' })).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeTruthy();
    answer = { status: 200, body: { email: 'jana@example.sk', alreadyVerified: false } };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your e-mail is verified' })).toBeTruthy();
  });
});
