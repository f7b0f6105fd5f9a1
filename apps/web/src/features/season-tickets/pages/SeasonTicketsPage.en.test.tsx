// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { holder, open, ticket } from './seasonTickets.test-utils.tsx';

const form = () => screen.getByRole('form', { name: 'Holder registration' });

describe('my season tickets in English', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('names the tickets, their states, hints and links in English', async () => {
    await switchShopLanguage('en');
    open(
      [
        ticket(1, { registrationState: 'REGISTERED', canRegister: true, holder }),
        ticket(2, { registrationState: 'UNPAID', canRegister: false, ticketSerial: null, plasticCard: true }),
      ],
      {
        'GET /v2/season/tickets/00000000-0000-4000-8000-000000000001/photo': { status: 200, body: 'jpeg' },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My season tickets' })).toBeTruthy();
    expect(screen.getByText('The season tickets from your orders and their holders.')).toBeTruthy();
    const [registered, unpaid] = (await screen.findAllByRole('article')) as HTMLElement[];
    const card = within(registered as HTMLElement);
    expect(card.getByText('Sector A1, row 3, seat 1')).toBeTruthy();
    expect(card.getByTestId('registration-state').textContent).toBe('Holder registered');
    expect(card.getByText('Category')).toBeTruthy();
    expect(card.getByText('Classic')).toBeTruthy();
    expect(card.getByText('Order no.')).toBeTruthy();
    expect(card.getByText('Season ticket no.')).toBeTruthy();
    expect(card.getByText(/^Date of birth: /)).toBeTruthy();
    // The country in English, the photo's name too.
    expect(card.getByText('Námestie SNP 1, 960 01 Zvolen, Slovakia')).toBeTruthy();
    expect(
      card.getByText("You can change the holder's details until the season starts (01/09/2026)."),
    ).toBeTruthy();
    expect(card.getByRole('button', { name: "Change the holder's details" })).toBeTruthy();
    const other = within(unpaid as HTMLElement);
    expect(other.getByTestId('registration-state').textContent).toBe('Awaiting payment');
    expect(other.getByText('Classic, with a plastic card')).toBeTruthy();
    expect(other.getByText('You can register the holder once the order is paid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/my-orders');
    expect(screen.getByRole('link', { name: 'Season ticket renewals' })).toBeTruthy();
    expect(await card.findByAltText('Photo of the holder Jana Štefániková')).toBeTruthy();
    // Only the season's own title is Slovak (it is the club's data).
    expect(document.body.textContent).not.toMatch(/Držiteľ|Objednávka|Sektor|Kategória|Moje|Čaká/);
  });

  it('after buying, thanks in English and offers all season tickets', async () => {
    await switchShopLanguage('en');
    open([ticket(1)], {}, `/order/success/season-tickets?orderId=${ticket(1).orderId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Season tickets ordered' })).toBeTruthy();
    expect(screen.getByText(/^Thank you for your purchase\. Registering the holder is free/)).toBeTruthy();
    expect(await screen.findByTestId('registration-state')).toHaveProperty(
      'textContent',
      'Holder not registered',
    );
    expect(screen.getByRole('link', { name: 'All my season tickets' })).toBeTruthy();
  });

  it('labels the holder form and says every problem in English, the age rule and the photo included', {
    timeout: 60_000,
  }, async () => {
    await switchShopLanguage('en');
    const { api } = open([ticket(1, { category: 'KIDS' })]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Register the holder' }));
    expect(
      screen.getByText('KIDS category: the holder is at most 15 years old on the first day of the season.'),
    ).toBeTruthy();
    // The countries are named in English.
    const country = within(form()).getByLabelText('Country') as HTMLSelectElement;
    expect((within(country).getByRole('option', { name: 'Slovakia' }) as HTMLOptionElement).value).toBe('SK');
    expect(within(country).getByRole('option', { name: 'Czechia' })).toBeTruthy();
    expect(within(form()).getByText(/^JPG or PNG, at most 10 MB/)).toBeTruthy();

    await user.click(within(form()).getByRole('button', { name: 'Register the holder' }));
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Last name is required.')).toBeTruthy();
    expect(screen.getByText('Phone number is required.')).toBeTruthy();
    expect(screen.getByText('E-mail is required.')).toBeTruthy();
    expect(screen.getByText('City is required.')).toBeTruthy();
    expect(screen.getByText('Postcode is required.')).toBeTruthy();

    const field = (label: string) => within(form()).getByLabelText(label);
    const values = {
      'First name': 'Jana',
      'Last name': 'Štefániková',
      'Phone number': '+421905123456',
      'E-mail': 'jana@hokej',
      'Address (street and number)': 'Námestie SNP 1',
      City: 'Zvolen',
      Postcode: '960 01',
    };
    for (const [label, value] of Object.entries(values)) {
      await user.click(field(label));
      await user.paste(value);
    }
    await user.type(field('Date of birth'), '2010-08-31');
    await user.click(within(form()).getByRole('button', { name: 'Register the holder' }));
    expect(await screen.findByText('E-mail has a wrong format.')).toBeTruthy();
    expect(
      screen.getByText(
        'The KIDS category is for holders aged up to 15 inclusive on the first day of the season (01/09/2026); the holder will be 16 years old on that day.',
      ),
    ).toBeTruthy();

    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), '2014-08-31');
    await user.click(field('E-mail'));
    await user.paste('.test');
    await user.click(within(form()).getByRole('button', { name: 'Register the holder' }));
    expect(await screen.findByText("Holder's photo is required.")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/povinn|Fotografia|Kategória|Registrovať/);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
  });
});
