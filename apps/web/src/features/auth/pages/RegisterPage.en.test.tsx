// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { RegisterPage } from './RegisterPage.tsx';

const form = () => screen.getByRole('form', { name: 'Registration' });
const field = (label: string) => within(form()).getByLabelText(label, { exact: true });

describe('registration page in English', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('labels its fields and names every missing one with its English title', async () => {
    await switchShopLanguage('en');
    mockApi({});
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('heading', { name: 'Registration' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Last name is required.')).toBeTruthy();
    expect(screen.getByText('E-mail is required.')).toBeTruthy();
    expect(screen.getByText('Phone number is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByText('Password again is required.')).toBeTruthy();
    expect(
      screen.getByText('You cannot continue without agreeing to the terms and conditions.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field('First name'));
  });

  it('says a wrong format, a too simple password and differing passwords in English', async () => {
    await switchShopLanguage('en');
    mockApi({});
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await user.type(field('E-mail'), 'jana@example');
    await user.type(field('Password'), 'heslo123');
    await user.type(field('Password again'), 'heslo124');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('E-mail has a wrong format.')).toBeTruthy();
    expect(screen.getByText(/^The password is too simple\./)).toBeTruthy();
  });

  it('after registering, asks to check the mailbox in English', async () => {
    await switchShopLanguage('en');
    mockApi({ 'POST /v2/user/registration': { status: 201, body: { email: 'jana@example.sk' } } });
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    const values = {
      'First name': 'Jana',
      'Last name': 'Hrašková',
      'E-mail': 'jana@example.sk',
      'Phone number': '+421901234567',
      Password: 'Tajne-Heslo1',
      'Password again': 'Tajne-Heslo1',
    };
    for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(
      screen.getByText(/We have sent an e-mail with a verification link to jana@example\.sk\./),
    ).toBeTruthy();
  });
});
