// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { order } from './orderFixtures.test-utils.ts';
import { due, openSuccess, transferOrder } from './orderSuccess.test-utils.tsx';

describe('order summary', () => {
  it('a bank transfer shows IBAN, beneficiary, VS, amount, due date and the PAY by square code', async () => {
    openSuccess(transferOrder.id);
    expect(await screen.findByText('Ďakujeme, objednávku č. 100004 sme prijali.')).toBeTruthy();
    expect(screen.getByTestId('transfer-iban').textContent).toBe('SK31 1200 0000 1987 4263 7541');
    expect(screen.getByTestId('transfer-beneficiary').textContent).toBe('HK Orly Zvolen, s. r. o.');
    expect(screen.getByTestId('transfer-vs').textContent).toBe('100004');
    expect(screen.getByTestId('transfer-amount').textContent).toBe(formatPrice(2700));
    expect(screen.getByTestId('transfer-due').textContent).toBe(formatDate(due));
    const qr = (await screen.findByAltText(/QR kód PAY by square/)) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('Čaká na platbu')).toBeTruthy();
  });

  it('IBAN and variable symbol have copy buttons that copy them and say "Skopírované" politely', async () => {
    openSuccess(transferOrder.id);
    // After user-event's setup, which puts in its own clipboard.
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const iban = await screen.findByRole('button', { name: 'Kopírovať IBAN' });
    expect(iban.textContent).toBe('Kopírovať');
    await user.click(iban);
    expect(writeText).toHaveBeenLastCalledWith('SK3112000000198742637541');
    const ibanStatus = document.getElementById(iban.getAttribute('aria-describedby') ?? '');
    expect(ibanStatus?.getAttribute('role')).toBe('status');
    await vi.waitFor(() => expect(ibanStatus?.textContent).toBe('Skopírované'));
    const vs = screen.getByRole('button', { name: 'Kopírovať variabilný symbol' });
    await user.click(vs);
    expect(writeText).toHaveBeenLastCalledWith('100004');
    const vsStatus = document.getElementById(vs.getAttribute('aria-describedby') ?? '');
    await vi.waitFor(() => expect(vsStatus?.textContent).toBe('Skopírované'));
    // A browser that refuses the clipboard: the fan is told to copy by hand.
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(iban);
    await vi.waitFor(() =>
      expect(ibanStatus?.textContent).toBe('Nepodarilo sa skopírovať. Označte text a skopírujte ho ručne.'),
    );
    vi.unstubAllGlobals();
  });

  it('a paid order with a season ticket leads on to registering its holder', async () => {
    const plain = order(3, { status: 'PAID' });
    const season = order(5, {
      status: 'PAID',
      items: plain.items.map((item) => ({ ...item, setupType: 'SEASON', ticketType: 'CLASSIC' })),
    });
    openSuccess(season.id, [season, plain]);
    const link = await screen.findByRole('link', { name: 'Registrovať držiteľov permanentiek' });
    expect(link.getAttribute('href')).toBe(`/order/success/season-tickets?orderId=${season.id}`);
    // A season's matches come with the fan's own feed in My account.
    const calendar = screen.getByRole('link', { name: 'Pridať zápasy permanentky do kalendára' });
    expect(calendar.getAttribute('href')).toBe('/account');
  });

  it('a card order names its match, date, seats and total, and says the tickets are attached and here to download', async () => {
    const paid = order(3, { status: 'PAID' });
    openSuccess(paid.id, [paid]);
    expect(
      await screen.findByText(
        'Objednávka je zaplatená. Vstupenku sme vám poslali e-mailom v prílohe, stiahnuť si ju môžete aj tu alebo kedykoľvek v časti Moje objednávky.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('HK Orly Zvolen – HC Košice')).toBeTruthy();
    expect(screen.getByText('19.12.2026 17:00')).toBeTruthy();
    expect(screen.getByText(/Sektor A12, rad 3, miesto 3/)).toBeTruthy();
    expect(screen.getByText(/^Spolu:/).textContent).toBe(`Spolu: ${formatPrice(2700)}`);
    expect(screen.getByRole('button', { name: 'Stiahnuť vstupenky' })).toBeTruthy();
    // "Pridať do kalendára" once for the match (the public .ics), not again per ticket.
    const calendar = screen.getAllByRole('link', { name: /do kalendára/ });
    expect(calendar).toHaveLength(1);
    expect(calendar[0]?.textContent).toBe('Pridať do kalendára');
    expect(calendar[0]?.getAttribute('aria-label')).toBe('Pridať do kalendára: HK Orly Zvolen – HC Košice');
    expect(calendar[0]?.getAttribute('href')).toBe(
      `/v2/event/${paid.items[0]?.setupUuid}/calendar.ics?lang=sk`,
    );
  });

  it('an installment order with part 1 paid is not called paid: "Zaplatená 1. splátka z 3, ďalšia do …"', async () => {
    const plain = order(6, { status: 'PAID' });
    const season = order(6, {
      status: 'PAID',
      paymentType: 'INSTALLMENTS',
      installmentProgress: { paid: 1, parts: 3, nextDueDate: '2026-12-23T12:00:00.000Z' },
      items: plain.items.map((item) => ({ ...item, setupType: 'SEASON', ticketType: 'GOLD' })),
    });
    openSuccess(season.id, [season]);
    expect(
      await screen.findByText(
        'Zaplatená 1. splátka z 3, ďalšia do 23.12.2026. Permanentku sme vám poslali e-mailom v prílohe, stiahnuť si ju môžete aj tu alebo kedykoľvek v časti Moje objednávky.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe(
      'Zaplatená 1. splátka z 3, ďalšia do 23.12.2026',
    );
    expect(screen.getByRole('button', { name: 'Stiahnuť permanentky' })).toBeTruthy();
    expect(screen.queryByText(/^Zaplatená$/)).toBeNull();
  });

  it('an order that is not among the newest says where to find it', async () => {
    openSuccess('99999999-9999-4999-8999-999999999999');
    expect(await screen.findByText(/Objednávku sa nepodarilo nájsť/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Moje objednávky' }).getAttribute('href')).toBe('/my-orders');
  });
});
