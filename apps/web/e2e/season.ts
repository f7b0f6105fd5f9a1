import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

export type OutboxMessage = { recipient: string; subject: string; textBody: string };

/** The newest e-mail to `recipient` whose subject starts with `subject`, from the dev mailbox. */
export async function mailTo(page: Page, recipient: string, subject: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const messages = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxMessage[];
    found = messages.find((m) => m.recipient === recipient && m.subject.startsWith(subject));
    expect(found, `an e-mail "${subject}…" to ${recipient}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found as OutboxMessage;
}

/** A portrait-like PNG made here: a face-coloured oval on blue, 900 × 1200 px. */
export async function holderPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <rect width="900" height="1200" fill="#2a5caa"/>
    <ellipse cx="450" cy="520" rx="260" ry="340" fill="#f1c7a5"/>
    <rect x="150" y="900" width="600" height="300" fill="#c8102e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Fills the holder registration form of a season ticket's card with an adult holder and a photo, and sends it. */
export async function registerHolder(
  page: Page,
  card: Locator,
  holder: { firstName: string; lastName: string },
) {
  await card.getByRole('button', { name: 'Registrovať držiteľa' }).click();
  const form = page.getByRole('form', { name: 'Registrácia držiteľa' });
  await form.getByLabel('Meno').fill(holder.firstName);
  await form.getByLabel('Priezvisko').fill(holder.lastName);
  await form.getByLabel('Dátum narodenia').fill('1988-09-30');
  await form.getByLabel('Telefónne číslo').fill('+421905654321');
  await form.getByLabel('E-mail').fill('drzitel@hokej.test');
  await form.getByLabel('Adresa (ulica a číslo)').fill('Štúrova 12');
  await form.getByLabel('Mesto').fill('Zvolen');
  await form.getByLabel('PSČ').fill('960 01');
  await form
    .getByLabel('Fotografia držiteľa')
    .setInputFiles({ name: 'drzitel.png', mimeType: 'image/png', buffer: await holderPng() });
  await expect(form.getByAltText('Náhľad fotografie')).toBeVisible();
  await form.getByRole('button', { name: 'Registrovať držiteľa' }).click();
  await expect(card.getByTestId('registration-state')).toHaveText('Držiteľ zaregistrovaný');
}
