// @vitest-environment happy-dom
import type { MyAccount } from '@hokej/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { describeInEachLanguage } from '../../../shared/testing/languages.test-utils.ts';
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

const codeSent = { status: 202, body: { phoneNumber: '+421901234567', expiresInS: 300, resendAfterS: 60 } };

const TEXTS = {
  sk: {
    title: 'Môj účet',
    personal: 'Osobné údaje',
    password: 'Zmena hesla',
    invoice: 'Fakturačné údaje',
    calendar: 'Moje zápasy v kalendári',
    firstName: 'Meno',
    lastName: 'Priezvisko',
    phone: /^Telefónne číslo/,
    verified: 'Overené',
    notVerified: 'Neoverené',
    save: 'Uložiť zmeny',
    oldPassword: 'Doterajšie heslo',
    newPassword: 'Nové heslo',
    retype: 'Heslo znova',
    missingPhone: 'Nemáte zadané telefónne číslo. Doplňte ho v osobných údajoch a potom ho overte.',
    editPhone: 'Upraviť telefónne číslo',
    verifyPhone: 'Overiť telefónne číslo',
    malformed: /^Telefónne číslo 0901 234 567 nemá správny formát\./,
    unverified:
      'Telefónne číslo +421901234567 nie je overené. Na nákup vstupeniek na niektoré zápasy je overené číslo potrebné.',
    unverifiedAny: /nie je overené/,
    dialog: 'Overenie telefónneho čísla',
    codeSent: 'Overovací kód sme poslali na číslo +421901234567.',
    codeSentTo: 'Na číslo +421901234567 sme poslali SMS so 6-miestnym overovacím kódom. Kód platí 5 minút.',
    code: 'Overovací kód',
    resendIn: /^Nový kód si môžete vyžiadať za 1:00\.$/,
    close: 'Zavrieť',
    verify: 'Overiť',
    codeFormat: 'Zadajte 6 číslic z SMS.',
    codeInvalidApi: 'Overovací kód nie je správny.',
    attemptsLeft: 3,
    codeInvalid: 'Overovací kód nie je správny. Zostávajú 3 pokusy.',
    phoneNotVerified: 'Telefónne číslo sa nepodarilo overiť.',
    phoneVerified: 'Telefónne číslo bolo overené.',
    rateLimitedApi: 'Príliš veľa pokusov.',
    codeTooSoon: 'Overovací kód sa nepodarilo odoslať. Skúste to, prosím, znova o 42 sekúnd.',
    codeSentEarlier: 'Zadajte kód z SMS, ktorú sme poslali na číslo +421901234567.',
    resendInSoon: /^Nový kód si môžete vyžiadať za 0:4[12]\.$/,
    serverErrorApi: 'Niečo sa pokazilo.',
    codeNotSent: 'Overovací kód sa nepodarilo odoslať. Niečo sa pokazilo.',
    firstNameRequired: 'Meno je povinné.',
    saved: 'Osobné údaje boli uložené.',
    nothingChanged: 'Nezmenili ste žiadne údaje.',
    phoneTakenApi: 'Toto telefónne číslo už používa iný účet.',
    newsletter: /Chcem dostávať novinky/,
    newsletterFailed: 'Prihlásenie na odber noviniek sa nepodarilo. Skúste to, prosím, znova.',
    invoiceIntro: 'Faktúry vystavíme na meno Jana Hrašková a na túto adresu.',
    country: 'Krajina',
    slovakia: 'Slovensko',
    czechia: 'Česko',
    otherLanguagesSlovakia: 'Slovakia',
    isCompany: 'Nakupujem na firmu',
    saveInvoice: 'Uložiť fakturačné údaje',
    companyName: 'Názov firmy',
    companyId: 'IČO',
    icdph: 'IČ DPH',
    street: 'Ulica a číslo',
    city: 'Mesto',
    postcode: 'PSČ',
    required: [
      'Názov firmy je povinný.',
      'IČO je povinné.',
      'Ulica a číslo je povinná.',
      'Mesto je povinné.',
      'PSČ je povinné.',
    ],
    icdphFormat: /^IČ DPH má tvar kódu krajiny/,
    changePassword: 'Zmeniť heslo',
    passwordChanged: 'Heslo bolo zmenené. Prihlásenia na ostatných zariadeniach sme ukončili.',
    mismatch: 'Heslá sa nezhodujú.',
    oldPasswordWrongApi: 'Doterajšie heslo nie je správne.',
  },
  en: {
    title: 'My account',
    personal: 'Personal details',
    password: 'Change password',
    invoice: 'Billing details',
    calendar: 'My matches in a calendar',
    firstName: 'First name',
    lastName: 'Last name',
    phone: /^Phone number/,
    verified: 'Verified',
    notVerified: 'Not verified',
    save: 'Save changes',
    oldPassword: 'Current password',
    newPassword: 'New password',
    retype: 'Password again',
    missingPhone: 'You have not entered a phone number. Add it in your personal details and then verify it.',
    editPhone: 'Edit phone number',
    verifyPhone: 'Verify phone number',
    malformed: /^The phone number 0901 234 567 is not in the right format\./,
    unverified:
      'The phone number +421901234567 is not verified. A verified number is needed to buy tickets for some matches.',
    unverifiedAny: /is not verified/,
    dialog: 'Phone number verification',
    codeSent: 'We have sent a verification code to +421901234567.',
    codeSentTo:
      'We have sent a text message with a 6-digit verification code to +421901234567. The code is valid for 5 minutes.',
    code: 'Verification code',
    // One minute, less what a busy machine took since the code was asked for.
    resendIn: /^You can ask for a new code in (1:00|0:5\d)\.$/,
    close: 'Close',
    verify: 'Verify',
    codeFormat: 'Enter the 6 digits from the text message.',
    codeInvalidApi: 'The verification code is not correct.',
    attemptsLeft: 1,
    codeInvalid: 'The verification code is not correct. 1 attempt left.',
    phoneNotVerified: 'The phone number could not be verified.',
    phoneVerified: 'Your phone number has been verified.',
    rateLimitedApi: 'Too many attempts. Please try again in a moment.',
    codeTooSoon: 'The verification code could not be sent. Please try again in 42 seconds.',
    codeSentEarlier: 'Enter the code from the text message we sent to +421901234567.',
    resendInSoon: /^You can ask for a new code in 0:4[12]\.$/,
    serverErrorApi: 'Something went wrong.',
    codeNotSent: 'The verification code could not be sent. Something went wrong.',
    firstNameRequired: 'First name is required.',
    saved: 'Your personal details have been saved.',
    nothingChanged: 'You have not changed anything.',
    phoneTakenApi: 'This phone number is already used by another account.',
    newsletter: /I want to receive the club's news/,
    newsletterFailed: 'Subscribing to the newsletter failed. Please try again.',
    invoiceIntro: 'We will issue invoices in the name of Jana Hrašková to this address.',
    country: 'Country',
    slovakia: 'Slovakia',
    czechia: 'Czechia',
    otherLanguagesSlovakia: 'Slovensko',
    isCompany: 'I am buying for a company',
    saveInvoice: 'Save billing details',
    companyName: 'Company name',
    companyId: 'Company ID (IČO)',
    icdph: 'VAT ID (IČ DPH)',
    street: 'Street and number',
    city: 'City',
    postcode: 'Postcode',
    required: [
      'Company name is required.',
      'Company ID (IČO) is required.',
      'Street and number is required.',
      'City is required.',
      'Postcode is required.',
    ],
    icdphFormat: /^The VAT ID \(IČ DPH\) is a country code/,
    changePassword: 'Change password',
    passwordChanged: 'Your password has been changed. We have signed you out on your other devices.',
    mismatch: 'The passwords do not match.',
    oldPasswordWrongApi: 'The current password is not correct.',
  },
};

describeInEachLanguage('my account', TEXTS, (text, language) => {
  it('names the page, its sections (regions for screen readers) and their fields, and asks the API in the shop’s language', async () => {
    const { api } = openAccount({ ...jana, phoneNumberVerified: true });
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    for (const name of [text.personal, text.password, text.invoice, text.calendar])
      expect(screen.getByRole('region', { name })).toBeTruthy();
    const personal = screen.getByRole('form', { name: text.personal });
    expect(within(personal).getByLabelText(text.firstName)).toBeTruthy();
    expect(within(personal).getByLabelText(text.lastName)).toBeTruthy();
    expect(within(personal).getByLabelText(text.phone)).toBeTruthy();
    expect(within(personal).getByText(text.verified)).toBeTruthy();
    expect(within(personal).getByRole('button', { name: text.save })).toBeTruthy();
    const password = screen.getByRole('form', { name: text.password });
    expect(within(password).getByLabelText(text.oldPassword)).toBeTruthy();
    expect(within(password).getByLabelText(text.newPassword)).toBeTruthy();
    expect(within(password).getByLabelText(text.retype)).toBeTruthy();
    expect(api.callsTo('GET /v2/user/my-account')[0]?.language).toBe(language);
  });
});

describeInEachLanguage('my account: phone warning', TEXTS, (text) => {
  it('a missing phone is warned about, with a way to the field', async () => {
    openAccount({ ...jana, phoneNumber: null });
    expect(await screen.findByText(text.missingPhone)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.editPhone })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.verifyPhone })).toBeNull();
  });

  it('a malformed phone is warned about', async () => {
    openAccount({ ...jana, phoneNumber: '0901 234 567' });
    expect(await screen.findByText(text.malformed)).toBeTruthy();
  });

  it('an unverified phone is warned about and marked not verified', async () => {
    openAccount(jana);
    expect(await screen.findByText(text.unverified)).toBeTruthy();
    expect(screen.getByText(text.notVerified)).toBeTruthy();
  });

  it('a verified phone needs no warning', async () => {
    openAccount({ ...jana, phoneNumberVerified: true });
    expect(await screen.findByText(text.verified)).toBeTruthy();
    expect(screen.queryByText(text.unverifiedAny)).toBeNull();
  });
});

describeInEachLanguage('my account: phone verification', TEXTS, (text) => {
  async function openCodeDialog(user: User) {
    await user.click(await screen.findByRole('button', { name: text.verifyPhone }));
    return screen.findByRole('dialog', { name: text.dialog });
  }

  it('the link sends the code and opens the dialog: where it went, how long it is valid, a 6-digit one-time-code input', async () => {
    const { store, api } = openAccount(jana, { 'POST /v2/user/verify-phone-send-code': codeSent });
    const user = userEvent.setup();
    expect(await screen.findByText(text.unverified)).toBeTruthy();
    const dialog = await openCodeDialog(user);
    expect(api.callsTo('POST /v2/user/verify-phone-send-code')).toHaveLength(1);
    expect(toastTexts(store)).toEqual([text.codeSent]);
    expect(within(dialog).getByText(text.codeSentTo)).toBeTruthy();
    const input = within(dialog).getByLabelText(text.code);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(within(dialog).getByText(text.resendIn)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: text.close })).toBeTruthy();
  });

  it('a code of other than 6 digits is refused before it is sent', async () => {
    const { api } = openAccount(jana, { 'POST /v2/user/verify-phone-send-code': codeSent });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText(text.code), '12a4');
    await user.click(within(dialog).getByRole('button', { name: text.verify }));
    expect(await within(dialog).findByText(text.codeFormat)).toBeTruthy();
    expect(api.callsTo('POST /v2/user/verify-phone')).toHaveLength(0);
  });

  it('a wrong code is said at the input with the tries left, and toasts "not verified"', async () => {
    const { store } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': codeSent,
      'POST /v2/user/verify-phone': apiError(400, 'USER_PHONE_CODE_INVALID', text.codeInvalidApi, {
        attemptsLeft: text.attemptsLeft,
      }),
    });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText(text.code), '111111');
    await user.click(within(dialog).getByRole('button', { name: text.verify }));
    expect(await within(dialog).findByText(text.codeInvalid)).toBeTruthy();
    expect(toastTexts(store)).toContain(text.phoneNotVerified);
  });

  it('the right code closes the dialog, toasts "verified" and the warning goes', async () => {
    const { store, api } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': codeSent,
      'POST /v2/user/verify-phone': { status: 200, body: { ...jana, phoneNumberVerified: true } },
    });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText(text.code), '123456');
    await user.click(within(dialog).getByRole('button', { name: text.verify }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /v2/user/verify-phone')[0]?.body).toEqual({ code: '123456' });
    expect(toastTexts(store)).toContain(text.phoneVerified);
    expect(screen.queryByText(text.unverifiedAny)).toBeNull();
    expect(screen.getByText(text.verified)).toBeTruthy();
  });

  it('asking for a code too soon toasts when to retry and opens the dialog for the code sent before', async () => {
    const { store } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': {
        ...apiError(429, 'RATE_LIMITED', text.rateLimitedApi, { retryAfter: 42 }),
        headers: { 'Retry-After': '42' },
      },
    });
    const user = userEvent.setup();
    const dialog = await openCodeDialog(user);
    expect(toastTexts(store)).toEqual([text.codeTooSoon]);
    expect(within(dialog).getByText(text.codeSentEarlier)).toBeTruthy();
    expect(within(dialog).getByText(text.resendInSoon)).toBeTruthy();
  });

  it('a code that could not be sent toasts "not sent" and opens no dialog', async () => {
    const { store } = openAccount(jana, {
      'POST /v2/user/verify-phone-send-code': apiError(500, 'INTERNAL_ERROR', text.serverErrorApi),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.verifyPhone }));
    await vi.waitFor(() => expect(toastTexts(store)).toEqual([text.codeNotSent]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describeInEachLanguage('my account: personal info', TEXTS, (text) => {
  // Typed key by key: more than the default 5 s on a busy machine.
  it('an empty name is refused; only what changed is sent, with a toast; nothing changed says so; a taken phone is refused at the field', {
    timeout: 20_000,
  }, async () => {
    const patches: ApiCall[] = [];
    const { store } = openAccount(jana, {
      'PATCH /v2/user': (call) => {
        patches.push(call);
        const body = call.body as { phoneNumber?: string };
        return body.phoneNumber
          ? apiError(409, 'USER_NO_UNIQUE_PHONE', text.phoneTakenApi)
          : { status: 200, body: { ...jana, lastName: 'Nováková' } };
      },
      // A new name: new tokens carry it to the top bar (TopBarName.test.tsx).
      'POST /v2/user/refresh': { status: 200, body: session('renamed') },
    });
    const user = userEvent.setup();
    const personal = await screen.findByRole('form', { name: text.personal });
    await user.clear(within(personal).getByLabelText(text.firstName));
    await user.click(within(personal).getByRole('button', { name: text.save }));
    expect(await within(personal).findByText(text.firstNameRequired)).toBeTruthy();
    await user.type(within(personal).getByLabelText(text.firstName), 'Jana');
    await user.clear(within(personal).getByLabelText(text.lastName));
    await user.type(within(personal).getByLabelText(text.lastName), 'Nováková');
    await user.click(within(personal).getByRole('button', { name: text.save }));
    await vi.waitFor(() => expect(toastTexts(store)).toContain(text.saved));
    expect(patches.map((call) => call.body)).toEqual([{ lastName: 'Nováková' }]);

    await user.click(within(personal).getByRole('button', { name: text.save }));
    await vi.waitFor(() => expect(toastTexts(store)).toContain(text.nothingChanged));

    const phone = within(personal).getByLabelText(text.phone);
    await user.clear(phone);
    await user.type(phone, '+421905000111');
    await user.click(within(personal).getByRole('button', { name: text.save }));
    expect(await within(personal).findByText(text.phoneTakenApi)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
  });

  it('a newsletter sign-up that fails to save says so in a toast', async () => {
    const { store } = openAccount(
      { ...jana, newsletter: false },
      { 'PATCH /v2/user': apiError(500, 'USER_RETRIEVE_ERROR', text.serverErrorApi) },
    );
    const user = userEvent.setup();
    const personal = await screen.findByRole('form', { name: text.personal });
    await user.click(within(personal).getByLabelText(text.newsletter));
    await user.click(within(personal).getByRole('button', { name: text.save }));
    await vi.waitFor(() => expect(toastTexts(store)).toContain(text.newsletterFailed));
  });
});

describeInEachLanguage('my account: invoice details', TEXTS, (text) => {
  // A long form typed key by key: more than the default 5 s on a busy machine.
  it('the country list is in the shop’s language; a company needs its name and IČO; what is typed is saved', {
    timeout: 20_000,
  }, async () => {
    const api = openAccount(jana, {
      'PATCH /v2/user': (call) => ({ status: 200, body: { ...jana, ...(call.body as object) } }),
    }).api;
    const user = userEvent.setup();
    const invoice = await screen.findByRole('form', { name: text.invoice });
    expect(within(invoice).getByText(text.invoiceIntro)).toBeTruthy();
    const country = within(invoice).getByLabelText(text.country) as HTMLSelectElement;
    expect(within(country).getByRole('option', { name: text.slovakia })).toBeTruthy();
    expect(within(country).getByRole('option', { name: text.czechia })).toBeTruthy();
    expect(within(country).queryByRole('option', { name: text.otherLanguagesSlovakia })).toBeNull();
    // happy-dom does not show the value react-hook-form sets on a select (Chromium does: Slovakia is
    // chosen); the default itself is tested in accountForms.test.ts.
    await user.selectOptions(country, 'SK');

    await user.click(within(invoice).getByLabelText(text.isCompany));
    await user.click(within(invoice).getByRole('button', { name: text.saveInvoice }));
    const [companyNameRequired, ...otherRequired] = text.required;
    expect(await within(invoice).findByText(companyNameRequired as string)).toBeTruthy();
    for (const required of otherRequired) expect(within(invoice).getByText(required)).toBeTruthy();
    expect(api.callsTo('PATCH /v2/user')).toHaveLength(0);

    await user.type(within(invoice).getByLabelText(text.companyName), 'Orly s.r.o.');
    await user.type(within(invoice).getByLabelText(text.companyId), '12345678');
    await user.type(within(invoice).getByLabelText(text.icdph), 'SK12');
    await user.type(within(invoice).getByLabelText(text.street), 'Hlavná 1');
    await user.type(within(invoice).getByLabelText(text.city), 'Zvolen');
    await user.type(within(invoice).getByLabelText(text.postcode), '960 01');
    await user.click(within(invoice).getByRole('button', { name: text.saveInvoice }));
    expect(await within(invoice).findByText(text.icdphFormat)).toBeTruthy();
    await user.clear(within(invoice).getByLabelText(text.icdph));
    await user.click(within(invoice).getByRole('button', { name: text.saveInvoice }));
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

describeInEachLanguage('my account: change password', TEXTS, (text) => {
  it('the new token pair becomes the session, with a toast', async () => {
    const next = session('second');
    const { store, api } = openAccount(jana, {
      'POST /v2/user/change-password': { status: 200, body: next },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: text.password });
    await user.type(within(form).getByLabelText(text.oldPassword), 'Stare-Heslo1');
    await user.type(within(form).getByLabelText(text.newPassword), 'Nove-Heslo1');
    await user.type(within(form).getByLabelText(text.retype), 'Nove-Heslo1');
    await user.click(within(form).getByRole('button', { name: text.changePassword }));
    await vi.waitFor(() => expect(store.getState().session.session?.refreshToken).toBe(next.refreshToken));
    expect(api.callsTo('POST /v2/user/change-password')[0]?.body).toEqual({
      oldPassword: 'Stare-Heslo1',
      newPassword: 'Nove-Heslo1',
      newPasswordRetype: 'Nove-Heslo1',
    });
    expect(toastTexts(store)).toContain(text.passwordChanged);
    expect((within(form).getByLabelText(text.oldPassword) as HTMLInputElement).value).toBe('');
  });

  it('a mismatch is said under the retyped password, a wrong current password in the API’s words under it; then the change goes through', async () => {
    let wrong = true;
    const { store } = openAccount(jana, {
      'POST /v2/user/change-password': () =>
        wrong
          ? apiError(400, 'USER_OLD_PASSWORDS_NOT_MATCH', text.oldPasswordWrongApi)
          : { status: 200, body: session('second') },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: text.password });
    await user.type(within(form).getByLabelText(text.oldPassword), 'Zle-Heslo1');
    await user.type(within(form).getByLabelText(text.newPassword), 'Nove-Heslo1');
    await user.type(within(form).getByLabelText(text.retype), 'Nove-Heslo2');
    await user.click(within(form).getByRole('button', { name: text.changePassword }));
    expect(await within(form).findByText(text.mismatch)).toBeTruthy();
    await user.clear(within(form).getByLabelText(text.retype));
    await user.type(within(form).getByLabelText(text.retype), 'Nove-Heslo1');
    await user.click(within(form).getByRole('button', { name: text.changePassword }));
    expect(await within(form).findByText(text.oldPasswordWrongApi)).toBeTruthy();
    expect(within(form).getByLabelText(text.oldPassword).getAttribute('aria-invalid')).toBe('true');
    wrong = false;
    await user.click(within(form).getByRole('button', { name: text.changePassword }));
    await vi.waitFor(() => expect(toastTexts(store)).toContain(text.passwordChanged));
  });
});
