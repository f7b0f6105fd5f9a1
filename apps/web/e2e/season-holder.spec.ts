import { expect, test } from './fixtures.ts';
import { holderPng } from './season.ts';
import { fan, holdSeats, logInFromHome } from './shop.ts';

const SECTOR = 'B12';

test('the demo fan buys a season ticket by card, registers its holder with a photo and sees it registered', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logInFromHome(page, fan);

  // A season seat, bought by the sandbox card.
  await page
    .getByRole('navigation', { name: 'Hlavné menu' })
    .getByRole('link', { name: 'Kúpiť vstupenky' })
    .click();
  await page.getByRole('tab', { name: 'Permanentky' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Kúpiť', exact: true }).first().click();
  await expect(page).toHaveURL(/\/season\/[^/]+\/arena$/);
  const link = page.getByRole('link', { name: new RegExp(`^Sektor ${SECTOR},`) });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/season/[^/]+/${SECTOR}$`));
  const [seat] = await holdSeats(page, [0]);
  await page.getByTestId('cart-icon').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel(/Súhlasím so všeobecnými obchodnými podmienkami/).check();
  await page.getByLabel(/Súhlasím so spracovaním kontaktných údajov/).check();
  await page.getByRole('button', { name: 'Zaplatiť kartou' }).click();
  await expect(page).toHaveURL(/\/v2\/payment\/sandbox\/[^/]+$/);
  await page.getByRole('button', { name: 'Zaplatiť', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeVisible();

  // The paid order leads on to the holder's registration.
  await page.getByRole('link', { name: 'Registrovať držiteľov permanentiek' }).click();
  await expect(page).toHaveURL(/\/order\/success\/season-tickets\?orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Permanentky objednané' })).toBeVisible();
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Sektor ${SECTOR}, rad ${seat?.row}, miesto ${seat?.name}`);
  await expect(card.getByTestId('registration-state')).toHaveText('Držiteľ nie je zaregistrovaný');
  await card.getByRole('button', { name: 'Registrovať držiteľa' }).click();

  const form = page.getByRole('form', { name: 'Registrácia držiteľa' });
  // Nothing filled: Slovak messages, nothing sent.
  await form.getByRole('button', { name: 'Registrovať držiteľa' }).click();
  await expect(form.getByText('Meno je povinné.')).toBeVisible();
  await form.getByLabel('Meno').fill('Jana');
  await form.getByLabel('Priezvisko').fill('Štefániková');
  await form.getByLabel('Dátum narodenia').fill('1990-04-12');
  await form.getByLabel('Telefónne číslo').fill('+421905123456');
  await form.getByLabel('E-mail').fill('jana@hokej.test');
  await form.getByLabel('Adresa (ulica a číslo)').fill('Námestie SNP 1');
  await form.getByLabel('Mesto').fill('Zvolen');
  await form.getByLabel('PSČ').fill('960 01');
  await expect(form.getByLabel('Krajina')).toHaveValue('SK');

  // A GIF named .jpg is refused by the shop at the photo field.
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  await form
    .getByLabel('Fotografia držiteľa')
    .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: gif });
  await form.getByRole('button', { name: 'Registrovať držiteľa' }).click();
  await expect(form.getByText(/Fotografia musí byť celý obrázok vo formáte JPG alebo PNG/)).toBeVisible();

  await form
    .getByLabel('Fotografia držiteľa')
    .setInputFiles({ name: 'jana.png', mimeType: 'image/png', buffer: await holderPng() });
  await expect(form.getByAltText('Náhľad fotografie')).toBeVisible();
  await page.screenshot({ path: 'test-results/season-holder-form-1280.png', fullPage: true });
  await form.getByRole('button', { name: 'Registrovať držiteľa' }).click();

  await expect(card.getByTestId('registration-state')).toHaveText('Držiteľ zaregistrovaný');
  const photo = card.getByAltText('Fotografia držiteľa Jana Štefániková');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await expect(card).toContainText('Námestie SNP 1, 960 01 Zvolen, Slovensko');
  await expect(card.getByRole('button', { name: 'Zmeniť údaje držiteľa' })).toBeVisible();
  await page.screenshot({ path: 'test-results/season-holder-registered-1280.png', fullPage: true });

  // "Moje permanentky" in the account menu shows it too, also on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /Účet:/ }).click();
  await page.getByRole('link', { name: 'Moje permanentky', exact: true }).click();
  await expect(page).toHaveURL(/\/my-season-tickets$/);
  await expect(page.getByRole('article').first().getByTestId('registration-state')).toHaveText(
    'Držiteľ zaregistrovaný',
  );
  await expect(page.getByAltText('Fotografia držiteľa Jana Štefániková').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/season-holder-mine-390.png', fullPage: true });
});
