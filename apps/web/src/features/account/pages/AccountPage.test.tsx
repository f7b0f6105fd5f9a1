// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { describeInEachLanguage } from '../../../shared/testing/languages.test-utils.ts';
import { type ApiCall, apiError, toastTexts } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { jana, openAccount, session, TEXTS } from './accountPage.test-utils.tsx';

describeInEachLanguage('my account', TEXTS, (text, language) => {
  it('names the page, its sections (regions for screen readers) and their fields, and asks the API in the shop’s language', async () => {
    const { api } = openAccount({ ...jana, phoneNumberVerified: true });
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    // The heading is there before the account arrives; the sections come with it.
    for (const name of [text.personal, text.password, text.invoice, text.calendar])
      expect(await screen.findByRole('region', { name })).toBeTruthy();
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
