// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { pageLoaded } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { order } from './orderFixtures.test-utils.ts';
import { openSuccess, paidOrder, transferOrder } from './orderSuccess.test-utils.tsx';

describe('order success in English', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('thanks for a paid order and says where its tickets are, in English', async () => {
    await switchShopLanguage('en');
    openSuccess(paidOrder.id);
    expect(await screen.findByRole('heading', { name: 'Order received' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText('Thank you, we have received your order no. 100003.')).toBeTruthy();
    expect(screen.getByText(/^The order is paid\. We have e-mailed you the tickets? as/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order no. 100003' })).toBeTruthy();
    expect(screen.getByText(/^Total:/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' })).toBeTruthy();
  });

  it('gives a bank transfer’s payment details in English', async () => {
    await switchShopLanguage('en');
    openSuccess(transferOrder.id);
    expect(await screen.findByText(/^Please pay by bank transfer using the details below\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment details' })).toBeTruthy();
    expect(
      await screen.findByAltText('PAY by square QR code to pay the order with variable symbol 100004'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy IBAN' })).toBeTruthy();
  });

  it('names the ticket buttons, their labels and the calendar in English', async () => {
    await switchShopLanguage('en');
    openSuccess(paidOrder.id, undefined, {
      'GET /v2/wallet': { status: 200, body: { apple: true, google: true } },
    });
    expect(await screen.findByRole('button', { name: 'Download tickets' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print tickets' })).toBeTruthy();
    const line = screen.getByTestId('order-item');
    expect(within(line).getByText('Ticket no. 100003-1')).toBeTruthy();
    const download = within(line).getByRole('button', {
      name: 'Download ticket no. 100003-1 (Sector A12, row 3, seat 3)',
    });
    expect(download.textContent).toBe('Download ticket');
    expect(
      (await within(line).findByRole('button', { name: 'Add ticket no. 100003-1 to Apple Wallet' }))
        .textContent,
    ).toBe('Apple Wallet');
    expect(
      within(line).getByRole('button', { name: 'Save ticket no. 100003-1 to Google Wallet' }).textContent,
    ).toBe('Google Wallet');
    // The match once for the calendar, saved under an English file name.
    const calendar = screen.getByRole('link', { name: 'Add to calendar: HK Orly Zvolen – HC Košice' });
    expect(calendar.textContent).toBe('Add to calendar');
    expect(calendar.getAttribute('download')).toBe('match.ics');
    // The link names the page's language: the API writes the file in English whatever the browser prefers.
    expect(calendar.getAttribute('href')).toMatch(/\/calendar\.ics\?lang=en$/);
    const texts = document.body.textContent ?? '';
    expect(texts.replaceAll('HK Orly Zvolen – HC Košice', '')).not.toMatch(
      /Stiahnuť|Vytlačiť|Pridať|kalendár|Uložiť|Vstupenka|Sektor/,
    );
  });

  it('names a season ticket’s buttons in English and leads to its holders and the season’s calendar', async () => {
    await switchShopLanguage('en');
    const season = order(5, {
      status: 'PAID',
      items: paidOrder.items.map((item) => ({ ...item, setupType: 'SEASON', ticketType: 'CLASSIC' })),
    });
    openSuccess(season.id, [season], {
      'GET /v2/wallet': { status: 200, body: { apple: true, google: true } },
    });
    expect(await screen.findByRole('button', { name: 'Download season tickets' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print season tickets' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register the season ticket holders' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: "Add the season ticket's matches to your calendar" }),
    ).toBeTruthy();
    const line = screen.getByTestId('order-item');
    expect(within(line).getByRole('button', { name: /^Download season ticket no\. 100003-1 / })).toBeTruthy();
    expect(
      await within(line).findByRole('button', { name: 'Add season ticket no. 100003-1 to Apple Wallet' }),
    ).toBeTruthy();
    expect(
      within(line).getByRole('button', { name: 'Save season ticket no. 100003-1 to Google Wallet' }),
    ).toBeTruthy();
  });
});
