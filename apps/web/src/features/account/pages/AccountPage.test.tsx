// @vitest-environment happy-dom
import type { MyAccount } from '@hokej/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiCall,
  apiError,
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { AccountPage } from './AccountPage.tsx';

type User = ReturnType<typeof userEvent.setup>;

const session = (token = 'first') =>
  janaSession(
    { refreshToken: `refresh-${token}-${'r'.repeat(30)}`, phoneNumberVerified: false },
    { jti: token },
  );

const jana = janaAccount({ phoneNumberVerified: false });

function openAccount(account: MyAccount, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /v2/user/my-account': { status: 200, body: account }, ...handlers });
  const store = makeStore({ session: session() });
  const view = renderPage(<AccountPage />, { route: '/account', store });
  return { api, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });
const codeSent = { status: 202, body: { phoneNumber: '+421901234567', expiresInS: 300, resendAfterS: 60 } };

async function openCodeDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Overiť telefónne číslo' }));
  return screen.findByRole('dialog', { name: 'Overenie telefónneho čísla' });
}

describe('my account: phone warning', () => {
  it('a missing phone is warned about', async () => {
    openAccount({ ...jana, phoneNumber: null });
    expect(await screen.findByText(/Nemáte zadané telefónne číslo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Overiť telefónne číslo' })).toBeNull();
  });

  it('a malformed phone is warned about', async () => {
    openAccount({ ...jana, phoneNumber: '0901 234 567' });
    expect(await screen.findByText(/Telefónne číslo 0901 234 567 nemá správny formát/)).toBeTruthy();
  });

  it('a verified phone needs no warning', async () => {
    openAccount({ ...jana, phoneNumberVerified: true });
    expect(await screen.findByText('Overené')).toBeTruthy();
    expect(screen.queryByText(/nie je overené/)).toBeNull();
  });
});

describe('my account: phone verification', () => {
  it('the link sends the code and opens the dialog with a 6-digit one-time-code input', async () => {
    const { store, api } = openAccount(jana, { 'POST /v2/user/verify-phone-send-code': codeSent });
    const user = userEvent.setup();
    expect(await screen.findByText(/Telefónne číslo \+421901234567 nie je overené/)).toBeTruthy();
    const dialog = await openCodeDialog(user);
    expect(api.callsTo('POST /v2/user/verify-phone-send-code')).toHaveLength(1);
    expect(toastTexts(store)).toEqual(['Overovací kód sme poslali na číslo +421901234567.']);
    expect(within(dialog).getByText(/Kód platí 5 minút\./)).toBeTruthy();
    const input = within(dialog).getByLabelText('Overovací kód');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(within(dialog).getByText(/Nový kód si môžete vyžiadať za 1:00\./)).toBeTruthy();
  });

  it('a code of other than 6 digits is refused before it is sent', async () => {
    const { api } = openAccount(jana, { 'POST /v2/user/verify-phone-send-code': codeSent });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText('Overovací kód'), '12a4');
    await user.click(within(dialog).getByRole('button', { name: 'Overiť' }));
    expect(await within(dialog).findByText('Zadajte 6 číslic z SMS.')).toBeTruthy();
    expect(api.callsTo('POST /v2/user/verify-phone')).toHaveLength(0);
  });

  it('a wrong code is said at the input with the tries left, and toasts "not verified"', async () => {
    const { store } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': codeSent,
      'POST /v2/user/verify-phone': apiError(
        400,
        'USER_PHONE_CODE_INVALID',
        'Overovací kód nie je správny.',
        {
          attemptsLeft: 3,
        },
      ),
    });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText('Overovací kód'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Overiť' }));
    expect(await within(dialog).findByText('Overovací kód nie je správny. Zostávajú 3 pokusy.')).toBeTruthy();
    expect(toastTexts(store)).toContain('Telefónne číslo sa nepodarilo overiť.');
  });

  it('the right code closes the dialog, toasts "verified" and the warning goes', async () => {
    const { store, api } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': codeSent,
      'POST /v2/user/verify-phone': { status: 200, body: { ...jana, phoneNumberVerified: true } },
    });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText('Overovací kód'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Overiť' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /v2/user/verify-phone')[0]?.body).toEqual({ code: '123456' });
    expect(toastTexts(store)).toContain('Telefónne číslo bolo overené.');
    expect(screen.queryByText(/nie je overené/)).toBeNull();
    expect(screen.getByText('Overené')).toBeTruthy();
  });

  it('asking for a code too soon toasts when to retry and opens the dialog for the code sent before', async () => {
    const { store } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': {
        ...apiError(429, 'RATE_LIMITED', 'Príliš veľa pokusov.', { retryAfter: 42 }),
        headers: { 'Retry-After': '42' },
      },
    });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    expect(toastTexts(store)).toEqual([
      'Overovací kód sa nepodarilo odoslať. Skúste to, prosím, znova o 42 sekúnd.',
    ]);
    expect(
      within(dialog).getByText('Zadajte kód z SMS, ktorú sme poslali na číslo +421901234567.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Nový kód si môžete vyžiadať za 0:4[12]\./)).toBeTruthy();
  });

  it('a code that could not be sent toasts "not sent" and opens no dialog', async () => {
    const { store } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': apiError(500, 'INTERNAL_ERROR', 'Niečo sa pokazilo.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Overiť telefónne číslo' }));
    await vi.waitFor(() =>
      expect(toastTexts(store)).toEqual(['Overovací kód sa nepodarilo odoslať. Niečo sa pokazilo.']),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('my account: personal info', () => {
  it('sends only what changed', async () => {
    const patches: ApiCall[] = [];
    const { store } = openAccount(jana, {
      'PATCH /v2/user': (call) => {
        patches.push(call);
        return { status: 200, body: { ...jana, lastName: 'Nováková' } };
      },
    });
    const user = userEvent.setup();
    const personal = await screen.findByRole('form', { name: 'Osobné údaje' });
    await user.clear(within(personal).getByLabelText('Priezvisko'));
    await user.type(within(personal).getByLabelText('Priezvisko'), 'Nováková');
    await user.click(within(personal).getByRole('button', { name: 'Uložiť zmeny' }));
    await vi.waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({ lastName: 'Nováková' });
    await vi.waitFor(() => expect(toastTexts(store)).toContain('Osobné údaje boli uložené.'));
  });

  it('a newsletter sign-up that fails to save says so in a toast', async () => {
    const { store } = openAccount(
      { ...jana, newsletter: false },
      { 'PATCH /v2/user': apiError(500, 'USER_RETRIEVE_ERROR', 'Údaje sa nepodarilo načítať.') },
    );
    const user = userEvent.setup();
    const personal = await screen.findByRole('form', { name: 'Osobné údaje' });
    await user.click(within(personal).getByLabelText(/Chcem dostávať novinky/));
    await user.click(within(personal).getByRole('button', { name: 'Uložiť zmeny' }));
    await vi.waitFor(() =>
      expect(toastTexts(store)).toContain(
        'Prihlásenie na odber noviniek sa nepodarilo. Skúste to, prosím, znova.',
      ),
    );
  });

  it('empty name fields are refused in Slovak', async () => {
    openAccount(jana);
    const user = userEvent.setup();
    const personal = await screen.findByRole('form', { name: 'Osobné údaje' });
    await user.clear(within(personal).getByLabelText('Meno'));
    await user.click(within(personal).getByRole('button', { name: 'Uložiť zmeny' }));
    expect(await within(personal).findByText('Meno je povinné.')).toBeTruthy();
  });
});

describe('my account: invoice details', () => {
  // A long form typed key by key: more than the default 5 s on a busy machine.
  it('the country list is in Slovak with Slovakia chosen; a company needs its name and IČO', {
    timeout: 20_000,
  }, async () => {
    const api = openAccount(jana, {
      'PATCH /v2/user': (call) => ({ status: 200, body: { ...jana, ...(call.body as object) } }),
    }).api;
    const user = userEvent.setup();
    const invoice = await screen.findByRole('form', { name: 'Fakturačné údaje' });
    const country = within(invoice).getByLabelText('Krajina') as HTMLSelectElement;
    expect(within(country).getByRole('option', { name: 'Slovensko' })).toBeTruthy();
    expect(within(country).getByRole('option', { name: 'Česko' })).toBeTruthy();
    // happy-dom does not show the value react-hook-form sets on a select (Chromium does: Slovensko is
    // chosen); the default itself is tested in accountForms.test.ts.
    await user.selectOptions(country, 'SK');

    await user.click(within(invoice).getByLabelText('Nakupujem na firmu'));
    await user.click(within(invoice).getByRole('button', { name: 'Uložiť fakturačné údaje' }));
    expect(await within(invoice).findByText('Názov firmy je povinný.')).toBeTruthy();
    expect(within(invoice).getByText('IČO je povinné.')).toBeTruthy();
    expect(within(invoice).getByText('Ulica a číslo je povinná.')).toBeTruthy();
    expect(within(invoice).getByText('Mesto je povinné.')).toBeTruthy();
    expect(within(invoice).getByText('PSČ je povinné.')).toBeTruthy();

    await user.type(within(invoice).getByLabelText('Názov firmy'), 'Orly s.r.o.');
    await user.type(within(invoice).getByLabelText('IČO'), '12345678');
    await user.type(within(invoice).getByLabelText('IČ DPH'), 'SK12');
    await user.type(within(invoice).getByLabelText('Ulica a číslo'), 'Hlavná 1');
    await user.type(within(invoice).getByLabelText('Mesto'), 'Zvolen');
    await user.type(within(invoice).getByLabelText('PSČ'), '960 01');
    await user.click(within(invoice).getByRole('button', { name: 'Uložiť fakturačné údaje' }));
    expect(await within(invoice).findByText(/^IČ DPH má tvar kódu krajiny/)).toBeTruthy();
    await user.clear(within(invoice).getByLabelText('IČ DPH'));
    await user.click(within(invoice).getByRole('button', { name: 'Uložiť fakturačné údaje' }));
    await vi.waitFor(() => expect(api.callsTo('PATCH /v2/user')).toHaveLength(1));
    expect(api.callsTo('PATCH /v2/user')[0]?.body).toEqual({
      address: {
        street: 'Hlavná 1',
        city: 'Zvolen',
        postcode: '960 01',
        country: 'SK',
        companyName: 'Orly s.r.o.',
      },
      companyId: '12345678',
      dic: '',
      icdph: '',
      iban: '',
    });
  });
});

describe('my account: change password', () => {
  it('the new token pair becomes the session, with a toast', async () => {
    const next = session('second');
    const { store, api } = openAccount(jana, {
      'POST /v2/user/change-password': { status: 200, body: next },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Zmena hesla' });
    await user.type(within(form).getByLabelText('Doterajšie heslo'), 'Stare-Heslo1');
    await user.type(within(form).getByLabelText('Nové heslo'), 'Nove-Heslo1');
    await user.type(within(form).getByLabelText('Heslo znova'), 'Nove-Heslo1');
    await user.click(within(form).getByRole('button', { name: 'Zmeniť heslo' }));
    await vi.waitFor(() => expect(store.getState().session.session?.refreshToken).toBe(next.refreshToken));
    expect(api.callsTo('POST /v2/user/change-password')[0]?.body).toEqual({
      oldPassword: 'Stare-Heslo1',
      newPassword: 'Nove-Heslo1',
      newPasswordRetype: 'Nove-Heslo1',
    });
    expect(toastTexts(store)).toContain(
      'Heslo bolo zmenené. Prihlásenia na ostatných zariadeniach sme ukončili.',
    );
    expect((within(form).getByLabelText('Doterajšie heslo') as HTMLInputElement).value).toBe('');
  });

  it('a wrong current password is said under it; a mismatch says "Heslá sa nezhodujú"', async () => {
    openAccount(jana, {
      'POST /v2/user/change-password': apiError(
        400,
        'USER_OLD_PASSWORDS_NOT_MATCH',
        'Doterajšie heslo nie je správne.',
      ),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Zmena hesla' });
    await user.type(within(form).getByLabelText('Doterajšie heslo'), 'Zle-Heslo1');
    await user.type(within(form).getByLabelText('Nové heslo'), 'Nove-Heslo1');
    await user.type(within(form).getByLabelText('Heslo znova'), 'Nove-Heslo2');
    await user.click(within(form).getByRole('button', { name: 'Zmeniť heslo' }));
    expect(await within(form).findByText('Heslá sa nezhodujú.')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Heslo znova'));
    await user.type(within(form).getByLabelText('Heslo znova'), 'Nove-Heslo1');
    await user.click(within(form).getByRole('button', { name: 'Zmeniť heslo' }));
    expect(await within(form).findByText('Doterajšie heslo nie je správne.')).toBeTruthy();
    expect(within(form).getByLabelText('Doterajšie heslo').getAttribute('aria-invalid')).toBe('true');
  });

  it('sections are named regions for screen readers', async () => {
    openAccount(jana);
    await screen.findByRole('form', { name: 'Zmena hesla' });
    expect(section('Osobné údaje')).toBeTruthy();
    expect(section('Fakturačné údaje')).toBeTruthy();
    expect(section('Zmena hesla')).toBeTruthy();
  });
});
