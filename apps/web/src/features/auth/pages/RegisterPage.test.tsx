// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { describeInEachLanguage } from '../../../shared/testing/languages.test-utils.ts';
import {
  apiError,
  mockApi,
  pageLoaded,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { RegisterPage } from './RegisterPage.tsx';
import { TEXTS } from './registerPage.test-utils.ts';

describeInEachLanguage('registration page', TEXTS, (text) => {
  const form = () => screen.getByRole('form', { name: text.title });
  const field = (label: string) => within(form()).getByLabelText(label, { exact: true });

  async function fillValid(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
    const values = {
      [text.firstName]: 'Jana',
      [text.lastName]: 'Hrašková',
      [text.email]: 'jana@example.sk',
      [text.phone]: '+421901234567',
      [text.password]: 'Tajne-Heslo1',
      [text.retype]: 'Tajne-Heslo1',
      ...overrides,
    };
    for (const [label, value] of Object.entries(values)) {
      await user.clear(field(label));
      if (value) await user.type(field(label), value);
    }
  }

  const submit = (user: ReturnType<typeof userEvent.setup>) =>
    user.click(screen.getByRole('button', { name: text.submit }));
  it('an empty form names every missing field and marks it invalid', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('heading', { name: text.title })).toBeTruthy();
    await submit(user);
    expect(await screen.findByText(text.missing[0] ?? '')).toBeTruthy();
    for (const message of text.missing) expect(screen.getByText(message)).toBeTruthy();
    expect(field(text.firstName).getAttribute('aria-invalid')).toBe('true');
    expect(field(text.firstName).getAttribute('aria-describedby')).toContain('register-first-name-error');
    expect(document.activeElement).toBe(field(text.firstName));
    expect(api.calls).toHaveLength(0);
  });

  it('a retyped password that differs is refused', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValid(user, { [text.retype]: 'Ine-Heslo22' });
    await submit(user);
    expect(await screen.findByText(text.passwordsDiffer)).toBeTruthy();
  });

  it('a too simple password, a wrong e-mail and a phone without the country prefix are refused', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValid(user, {
      [text.password]: 'heslo123',
      [text.retype]: 'heslo123',
      [text.email]: 'jana@example',
      [text.phone]: '0901 234 567',
    });
    await submit(user);
    expect(await screen.findByText(text.tooSimple)).toBeTruthy();
    expect(screen.getByText(text.emailFormat)).toBeTruthy();
    expect(screen.getByText(text.phoneFormat)).toBeTruthy();
  });

  it('the terms checkbox links to the terms, opening a new window', () => {
    mockApi({});
    renderPage(<RegisterPage />);
    const link = screen.getByRole('link', { name: text.termsLink });
    expect(link.getAttribute('href')).toBe('/page/vseobecne-obchodne-podmienky');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('a registration sends the consents, not the retyped password, and asks to check the mailbox', async () => {
    const api = mockApi({
      'POST /v2/user/registration': { status: 201, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValid(user);
    await user.click(field(text.newsletter));
    await user.click(screen.getByRole('checkbox', { name: text.terms }));
    await submit(user);
    const heading = await screen.findByRole('heading', { name: text.doneTitle });
    await pageLoaded();
    expect(screen.getByText(text.doneText)).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(api.callsTo('POST /v2/user/registration')[0]?.body).toEqual({
      firstName: 'Jana',
      lastName: 'Hrašková',
      phoneNumber: '+421901234567',
      email: 'jana@example.sk',
      password: 'Tajne-Heslo1',
      newsletter: true,
      termsAgreed: true,
    });
  });

  it('the verification e-mail can be sent again from the mailbox notice', async () => {
    const api = mockApi({
      'POST /v2/user/registration': { status: 201, body: { email: 'jana@example.sk' } },
      'POST /v2/user/verify-resend': { status: 202, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: text.terms }));
    await submit(user);
    await user.click(await screen.findByRole('button', { name: text.resend }));
    expect(await screen.findByText(text.resent)).toBeTruthy();
    expect(api.callsTo('POST /v2/user/verify-resend')[0]?.body).toEqual({ email: 'jana@example.sk' });
  });

  it('a taken e-mail is said under the e-mail field', async () => {
    mockApi({
      'POST /v2/user/registration': apiError(409, 'USER_EMAIL_EXISTS', text.emailTakenApi),
    });
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: text.terms }));
    await submit(user);
    expect(await screen.findByText(text.emailTakenApi)).toBeTruthy();
    expect(field(text.email).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(text.email));
  });

  it("another account's verified phone number is said under the phone field", async () => {
    mockApi({
      'POST /v2/user/registration': apiError(409, 'USER_NO_UNIQUE_PHONE', text.phoneTakenApi),
    });
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: text.terms }));
    await submit(user);
    expect(await screen.findByText(text.phoneTakenApi)).toBeTruthy();
    expect(field(text.phone).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(text.phone));
  });

  it('too many registrations from one place say when to try again', async () => {
    mockApi({
      'POST /v2/user/registration': {
        ...apiError(429, 'RATE_LIMITED', text.rateLimitedApi),
        headers: { 'Retry-After': '120' },
      },
    });
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: text.terms }));
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text.rateLimited);
  });
});
