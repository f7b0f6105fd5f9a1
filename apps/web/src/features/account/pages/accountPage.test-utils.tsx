import type { MyAccount } from '@hokej/contract';
import type userEvent from '@testing-library/user-event';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { AccountPage } from './AccountPage.tsx';

// What the My account page tests share: Jana's account and session, the page opened on a mocked API, and
// the texts each language is expected to show.
export type User = ReturnType<typeof userEvent.setup>;

export const session = (token = 'first') =>
  janaSession(
    { refreshToken: `refresh-${token}-${'r'.repeat(30)}`, phoneNumberVerified: false },
    { jti: token },
  );

export const jana = janaAccount({ phoneNumberVerified: false });

export function openAccount(account: MyAccount, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /v2/user/my-account': { status: 200, body: account }, ...handlers });
  const store = makeStore({ session: session() });
  const view = renderPage(<AccountPage />, { route: '/account', store });
  return { api, ...view };
}

export const codeSent = {
  status: 202,
  body: { phoneNumber: '+421901234567', expiresInS: 300, resendAfterS: 60 },
};

export const TEXTS = {
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
