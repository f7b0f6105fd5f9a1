import type { Locator, Page } from '@playwright/test';
import { clubNames, expectEnglish } from './english.ts';
import { expect, test } from './fixtures.ts';
import { pageReview, waitUntilSettled } from './pageCheck.ts';
import type { OutboxMessage } from './season.ts';
import { pressOn } from './shop.ts';

// Issue 22, English: a visitor whose browser prefers English registers, verifies the e-mail, signs in,
// renames themselves in My account and resets a forgotten password, all in English and by keyboard; the
// e-mails come in English too. The mail is read from the shop's dev mailbox (the outbox as
// e2e/accounts.spec.ts reads it). Under load every wait is for an event, with a generous bound.
test.use({ locale: 'en-GB' });

const FIRST_PASSWORD = 'First-Pass1';
const RESET_PASSWORD = 'Third-Pass3';
const SLOW = { timeout: 30_000 };

/** Types into a field by keyboard, replacing what it held. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The newest e-mail to `recipient` with `subject`, once the outbox has it. */
async function mailTo(page: Page, recipient: string, subject: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const answer = await page.request.get('/dev/outbox.json');
    expect(answer.ok()).toBe(true);
    const messages = (await answer.json()) as OutboxMessage[];
    found = messages.find((m) => m.recipient === recipient && m.subject === subject);
    expect(found, `an e-mail "${subject}" to ${recipient}`).toBeTruthy();
  }).toPass({ timeout: 60_000, intervals: [250, 500, 1000] });
  return found as OutboxMessage;
}

/** The shop's link to `path` in an e-mail's text. */
function linkIn(mail: OutboxMessage, path: string): string {
  const link = mail.textBody.match(new RegExp(`https?://\\S+${path}\\S*`))?.[0];
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return link;
}

/** An e-mail in English: no Slovak letter in its subject or text but the club's name. */
function expectEnglishMail(mail: OutboxMessage) {
  expect(`${mail.subject}\n${mail.textBody}`).not.toMatch(/[áäčďéíĺľňóôŕšťúýž]/i);
}

test('in English a newcomer registers, verifies the e-mail, signs in, renames themselves and resets the password, by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // The home page lists the matches: their titles and arena stay as the club wrote them.
  const club = await clubNames(request);
  const stamp = Date.now();
  const email = `newcomer-${stamp}@hokej.test`;
  const phone = `+421905${String(stamp).slice(-6)}`;
  const review = pageReview();
  const account = (name: string) =>
    page.getByRole('banner').getByRole('button', { name: `Account: ${name}`, exact: true });

  // Registration: the browser prefers English, so the shop is in English from the first page.
  await page.goto('/register');
  await pressOn(page.getByRole('button', { name: 'I agree' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible(SLOW);
  await waitUntilSettled(page);
  await expectEnglish(page);
  await review.check(page, '/register in English', 'english-register');
  const form = page.getByRole('form', { name: 'Registration' });
  await typeInto(page, form.getByLabel('First name'), 'Oliver');
  await typeInto(page, form.getByLabel('Last name'), 'Bennett');
  await typeInto(page, form.getByLabel('E-mail'), email);
  await typeInto(page, form.getByLabel('Phone number'), phone);
  await typeInto(page, form.getByLabel('Password', { exact: true }), FIRST_PASSWORD);
  await typeInto(page, form.getByLabel('Password again'), `${FIRST_PASSWORD}x`);
  const terms = form.getByRole('checkbox', { name: /terms and conditions/ });
  await terms.focus();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  // A mistyped password is refused in English before anything is sent.
  await pressOn(form.getByRole('button', { name: 'Register' }));
  await expect(form.getByText('The passwords do not match.')).toBeVisible();
  await typeInto(page, form.getByLabel('Password again'), FIRST_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible(SLOW);
  await expect(page.getByText(email).first()).toBeVisible();
  await expectEnglish(page);
  await review.check(page, '/register done in English', 'english-register-done');

  // The verification e-mail is in English; its link verifies the address.
  const verification = await mailTo(page, email, 'Verify your e-mail address');
  expectEnglishMail(verification);
  expect(verification.textBody).toContain('Thank you for registering');
  await page.goto(linkIn(verification, '/verify'));
  await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible(SLOW);
  await expectEnglish(page);
  await review.check(page, '/verify in English', 'english-verified');

  // Sign in from the page, by keyboard.
  await pressOn(page.getByRole('main').getByRole('button', { name: 'Sign in' }));
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await expect(login).toBeVisible();
  await typeInto(page, login.getByLabel('E-mail'), email);
  await typeInto(page, login.getByLabel('Password', { exact: true }), FIRST_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(login).toBeHidden(SLOW);
  await expect(account('Oliver Bennett')).toBeVisible(SLOW);

  // My account from the account menu; a new surname is in the top bar as soon as it is saved.
  await pressOn(account('Oliver Bennett'));
  await pressOn(page.getByRole('banner').getByRole('link', { name: 'My account', exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible(SLOW);
  await waitUntilSettled(page);
  const personal = page.getByRole('form', { name: 'Personal details' });
  await expect(personal.getByLabel('Last name')).toHaveValue('Bennett', SLOW);
  await expectEnglish(page, ['Oliver Bennett']);
  await review.check(page, '/account in English', 'english-account');
  await typeInto(page, personal.getByLabel('Last name'), 'Bennett-Hale');
  await pressOn(personal.getByRole('button', { name: 'Save changes' }));
  await expect(page.getByText('Your personal details have been saved.')).toBeVisible(SLOW);
  await expect(account('Oliver Bennett-Hale')).toBeVisible(SLOW);
  await expect(account('Oliver Bennett')).toHaveCount(0);
  // An empty first name is refused in English.
  await typeInto(page, personal.getByLabel('First name'), ' ');
  await page.keyboard.press('Backspace');
  await pressOn(personal.getByRole('button', { name: 'Save changes' }));
  await expect(personal.getByText('First name is required.')).toBeVisible();
  await expectEnglish(page, ['Oliver Bennett-Hale']);
  await review.check(page, '/account saved in English');

  // Sign out from the menu, by keyboard.
  await pressOn(account('Oliver Bennett-Hale'));
  await pressOn(page.getByRole('button', { name: 'Sign out' }));
  await expect(page).toHaveURL(/\/$/, SLOW);
  const topBarSignIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  await expect(topBarSignIn).toBeVisible(SLOW);

  // The password is forgotten: a reset link is asked for in the login dialog.
  await pressOn(topBarSignIn);
  await expect(login).toBeVisible();
  await pressOn(login.getByRole('button', { name: 'Forgot your password?' }));
  const forgotten = page.getByRole('dialog');
  await expect(forgotten.getByText(/^Enter the e-mail address you registered with/)).toBeVisible();
  await expectEnglish(page, club);
  await review.check(page, 'forgotten password in English');
  await typeInto(page, forgotten.getByRole('textbox'), email);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`If ${email} is registered, we have sent it a link`)).toBeVisible(SLOW);
  await expect(login.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();

  // The reset e-mail is in English (the account signed in in English); its link sets the new password.
  const reset = await mailTo(page, email, 'Password reset');
  expectEnglishMail(reset);
  await page.goto(linkIn(reset, '/reset/'));
  await expect(page.getByRole('heading', { level: 1, name: 'New password' })).toBeVisible(SLOW);
  const resetForm = page.getByRole('form', { name: 'Setting a new password' });
  await typeInto(page, resetForm.getByLabel('New password'), RESET_PASSWORD);
  await typeInto(page, resetForm.getByLabel('Password again'), `${RESET_PASSWORD}x`);
  await page.keyboard.press('Enter');
  await expect(resetForm.getByText('The passwords do not match.')).toBeVisible();
  await expectEnglish(page);
  await review.check(page, '/reset in English', 'english-reset');
  await typeInto(page, resetForm.getByLabel('Password again'), RESET_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible(SLOW);

  // The login dialog opens by itself with the e-mail; the old password is refused, the new one works.
  await expect(login).toBeVisible(SLOW);
  await expect(login.getByLabel('E-mail')).toHaveValue(email);
  await expectEnglish(page);
  await review.check(page, '/reset done in English', 'english-reset-done');
  await typeInto(page, login.getByLabel('Password', { exact: true }), FIRST_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(login.getByText('Wrong e-mail or password.')).toBeVisible(SLOW);
  await typeInto(page, login.getByLabel('Password', { exact: true }), RESET_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(login).toBeHidden(SLOW);
  await expect(account('Oliver Bennett-Hale')).toBeVisible(SLOW);

  review.expectClean();
});
