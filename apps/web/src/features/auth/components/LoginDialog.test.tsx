// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginDialogOpened } from '../../../shared/session/sessionSlice.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  apiError,
  makeStore,
  mockApi,
  pageLoaded,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { LoginDialog } from './LoginDialog.tsx';

// The dialog's forms load lazily; loading them once up front keeps the first test from racing the import.
beforeAll(async () => {
  await import('./LoginDialogBody.tsx');
});

type User = ReturnType<typeof userEvent.setup>;

/** Opens the dialog and waits for it (its modal loads when a dialog first opens). */
async function openDialog(email?: string) {
  const store = makeStore();
  store.dispatch(loginDialogOpened(email ? { email } : undefined));
  renderPage(<LoginDialog />, { store });
  await screen.findByRole('dialog');
  return store;
}

const dialog = () => screen.getByRole('dialog');

async function logIn(user: User, email: string, password: string) {
  await user.type(await within(dialog()).findByLabelText('E-mail'), email);
  await user.type(within(dialog()).getByLabelText('Heslo'), password);
  await user.click(within(dialog()).getByRole('button', { name: 'Prihlásiť sa' }));
}

const account = janaSession({ phoneNumberVerified: false });

describe('login dialog', () => {
  it('wrong credentials show the red alert "Nesprávne meno alebo heslo."', async () => {
    mockApi({
      'POST /v2/user/login': apiError(401, 'USER_PASS_EMAIL_INVALID', 'Nesprávne meno alebo heslo.'),
    });
    const user = userEvent.setup();
    await openDialog();
    await logIn(user, 'jana@example.sk', 'zle-heslo');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe('Nesprávne meno alebo heslo.');
    expect(alert.className).toContain('alert-danger');
  });

  it('a good login stores the session and closes the dialog', async () => {
    mockApi({ 'POST /v2/user/login': { status: 200, body: account } });
    const user = userEvent.setup();
    const store = await openDialog();
    await logIn(user, 'jana@example.sk', 'Tajne-Heslo1');
    await vi.waitFor(() => expect(store.getState().session.loginDialog).toBe('closed'));
    expect(store.getState().session.session?.email).toBe('jana@example.sk');
  });

  it('too many attempts say when to try again instead of blaming the password', async () => {
    mockApi({
      'POST /v2/user/login': {
        ...apiError(429, 'RATE_LIMITED', 'Príliš veľa pokusov.', { retryAfter: 30 }),
        headers: { 'Retry-After': '30' },
      },
    });
    const user = userEvent.setup();
    await openDialog();
    await logIn(user, 'jana@example.sk', 'Tajne-Heslo1');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe('Skúste to, prosím, znova o 30 sekúnd.');
  });

  it('an unverified e-mail offers to resend the verification e-mail; sending toasts and closes the dialog', async () => {
    const api = mockApi({
      'POST /v2/user/login': apiError(
        403,
        'USER_EMAIL_NOT_VERIFIED',
        'E-mailová adresa ešte nie je overená.',
      ),
      'POST /v2/user/verify-resend': { status: 202, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    const store = await openDialog();
    await logIn(user, 'jana@example.sk', 'Tajne-Heslo1');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('Vaša e-mailová adresa ešte nie je overená.');
    await user.click(within(alert).getByRole('button', { name: 'Poslať overovací e-mail znova' }));
    await vi.waitFor(() => expect(store.getState().session.loginDialog).toBe('closed'));
    expect(api.callsTo('POST /v2/user/verify-resend')[0]?.body).toEqual({ email: 'jana@example.sk' });
    expect(toastTexts(store)).toEqual(['Overovací e-mail sme poslali na adresu jana@example.sk.']);
  });

  it('the forgotten-password view checks the e-mail, requests the reset, toasts and returns to login', async () => {
    const api = mockApi({
      'POST /v2/user/reset-password-request': { status: 202, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    const store = await openDialog();
    await user.click(await within(dialog()).findByRole('button', { name: 'Zabudli ste heslo?' }));
    expect(await screen.findByRole('heading', { name: 'Zabudnuté heslo' })).toBeTruthy();
    await pageLoaded();
    const email = await within(dialog()).findByLabelText('E-mail');
    expect(document.activeElement).toBe(email);
    expect(within(dialog()).queryByLabelText('Heslo')).toBeNull();

    await user.click(within(dialog()).getByRole('button', { name: 'Poslať odkaz' }));
    expect(await within(dialog()).findByText('Vyplňte, prosím, e-mail.')).toBeTruthy();
    await user.type(email, 'jana@example');
    await user.click(within(dialog()).getByRole('button', { name: 'Poslať odkaz' }));
    expect(await within(dialog()).findByText('E-mail má nesprávny formát.')).toBeTruthy();
    await user.type(email, '.sk');
    await user.click(within(dialog()).getByRole('button', { name: 'Poslať odkaz' }));

    expect(await screen.findByRole('heading', { name: 'Prihlásenie' })).toBeTruthy();
    expect(api.callsTo('POST /v2/user/reset-password-request')[0]?.body).toEqual({
      email: 'jana@example.sk',
    });
    expect(toastTexts(store)).toEqual([
      'Ak je adresa jana@example.sk zaregistrovaná, poslali sme na ňu odkaz na nastavenie nového hesla.',
    ]);
    // Back at login with the address already filled in.
    expect((within(dialog()).getByLabelText('E-mail') as HTMLInputElement).value).toBe('jana@example.sk');
  });

  it('a reset request that fails toasts "not sent" and still returns to login', async () => {
    mockApi({
      'POST /v2/user/reset-password-request': apiError(500, 'INTERNAL_ERROR', 'Niečo sa pokazilo.'),
    });
    const user = userEvent.setup();
    const store = await openDialog('jana@example.sk');
    await user.click(await within(dialog()).findByRole('button', { name: 'Zabudli ste heslo?' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Poslať odkaz' }));
    expect(await screen.findByRole('heading', { name: 'Prihlásenie' })).toBeTruthy();
    expect(toastTexts(store)).toEqual(['E-mail na obnovu hesla sa nepodarilo odoslať. Niečo sa pokazilo.']);
  });

  it('an opener may fill in the e-mail (after a reset or a verification)', async () => {
    mockApi({});
    await openDialog('jana@example.sk');
    const email = (await within(dialog()).findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('jana@example.sk');
  });

  it('links to the registration and closes itself on the way', async () => {
    mockApi({});
    const user = userEvent.setup();
    const store = await openDialog();
    await user.click(await within(dialog()).findByRole('link', { name: 'Zaregistrujte sa' }));
    expect(store.getState().session.loginDialog).toBe('closed');
  });
});
