// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { RegisterPage } from './RegisterPage.tsx';

const form = () => screen.getByRole('form', { name: 'Registrácia' });
const field = (label: string) => within(form()).getByLabelText(label, { exact: true });

async function fillValid(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values = {
    Meno: 'Jana',
    Priezvisko: 'Hrašková',
    'E-mail': 'jana@example.sk',
    'Telefónne číslo': '+421901234567',
    Heslo: 'Tajne-Heslo1',
    'Heslo znova': 'Tajne-Heslo1',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Zaregistrovať sa' }));

describe('registration page', () => {
  it('an empty form names every missing field in Slovak and marks it invalid', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { route: '/register' });
    await submit(user);
    expect(await screen.findByText('Meno je povinné.')).toBeTruthy();
    expect(screen.getByText('Priezvisko je povinné.')).toBeTruthy();
    expect(screen.getByText('E-mail je povinný.')).toBeTruthy();
    expect(screen.getByText('Telefónne číslo je povinné.')).toBeTruthy();
    expect(screen.getByText('Heslo je povinné.')).toBeTruthy();
    expect(screen.getByText('Heslo znova je povinné.')).toBeTruthy();
    expect(screen.getByText('Bez súhlasu s obchodnými podmienkami nie je možné pokračovať.')).toBeTruthy();
    expect(field('Meno').getAttribute('aria-invalid')).toBe('true');
    expect(field('Meno').getAttribute('aria-describedby')).toContain('register-first-name-error');
    expect(document.activeElement).toBe(field('Meno'));
    expect(api.calls).toHaveLength(0);
  });

  it('a retyped password that differs says "Heslá sa nezhodujú"', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValid(user, { 'Heslo znova': 'Ine-Heslo22' });
    await submit(user);
    expect(await screen.findByText('Heslá sa nezhodujú.')).toBeTruthy();
  });

  it('a too simple password, a wrong e-mail and a phone without the country prefix are refused', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValid(user, {
      Heslo: 'heslo123',
      'Heslo znova': 'heslo123',
      'E-mail': 'jana@example',
      'Telefónne číslo': '0901 234 567',
    });
    await submit(user);
    expect(await screen.findByText(/^Heslo je príliš jednoduché\./)).toBeTruthy();
    expect(screen.getByText('E-mail má nesprávny formát.')).toBeTruthy();
    expect(screen.getByText('Telefónne číslo má nesprávny formát.')).toBeTruthy();
  });

  it('the terms checkbox links to the terms, opening a new window', () => {
    mockApi({});
    renderPage(<RegisterPage />);
    const link = screen.getByRole('link', { name: /všeobecnými obchodnými podmienkami/ });
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
    await user.click(field('Chcem dostávať novinky klubu a ponuky vstupeniek.'));
    await user.click(screen.getByRole('checkbox', { name: /Súhlasím so/ }));
    await submit(user);
    const heading = await screen.findByRole('heading', { name: 'Skontrolujte si e-mail' });
    expect(
      screen.getByText(/Na adresu jana@example\.sk sme poslali e-mail s odkazom na overenie/),
    ).toBeTruthy();
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
    await user.click(screen.getByRole('checkbox', { name: /Súhlasím so/ }));
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'Poslať overovací e-mail znova' }));
    expect(await screen.findByText('Overovací e-mail sme poslali na adresu jana@example.sk.')).toBeTruthy();
    expect(api.callsTo('POST /v2/user/verify-resend')[0]?.body).toEqual({ email: 'jana@example.sk' });
  });

  it('a taken e-mail is said under the e-mail field', async () => {
    mockApi({
      'POST /v2/user/registration': apiError(
        409,
        'USER_EMAIL_EXISTS',
        'Účet s touto e-mailovou adresou už existuje.',
      ),
    });
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /Súhlasím so/ }));
    await submit(user);
    expect(await screen.findByText('Účet s touto e-mailovou adresou už existuje.')).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('E-mail'));
  });

  it("another account's verified phone number is said under the phone field", async () => {
    mockApi({
      'POST /v2/user/registration': apiError(
        409,
        'USER_NO_UNIQUE_PHONE',
        'Toto telefónne číslo už používa iný účet.',
      ),
    });
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /Súhlasím so/ }));
    await submit(user);
    expect(await screen.findByText('Toto telefónne číslo už používa iný účet.')).toBeTruthy();
    expect(field('Telefónne číslo').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Telefónne číslo'));
  });

  it('too many registrations from one place say when to try again', async () => {
    mockApi({
      'POST /v2/user/registration': {
        ...apiError(429, 'RATE_LIMITED', 'Príliš veľa pokusov. Skúste to, prosím, o chvíľu.'),
        headers: { 'Retry-After': '120' },
      },
    });
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /Súhlasím so/ }));
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Registrácia sa nepodarila. Skúste to, prosím, znova o 2 minúty.');
  });
});
