// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, toastTexts } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { holder, open, ticket } from './seasonTickets.test-utils.tsx';

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'jana.png', { type: 'image/png' });

async function fillHolder(user: ReturnType<typeof userEvent.setup>, dateOfBirth = '1990-04-12') {
  await user.type(screen.getByLabelText('Meno'), 'Jana');
  await user.type(screen.getByLabelText('Priezvisko'), 'Štefániková');
  await user.type(screen.getByLabelText('Dátum narodenia'), dateOfBirth);
  await user.type(screen.getByLabelText('Telefónne číslo'), '+421905123456');
  await user.type(screen.getByLabelText('E-mail'), 'jana@hokej.test');
  await user.type(screen.getByLabelText('Adresa (ulica a číslo)'), 'Námestie SNP 1');
  await user.type(screen.getByLabelText('Mesto'), 'Zvolen');
  await user.type(screen.getByLabelText('PSČ'), '960 01');
}

describe('season tickets after buying', () => {
  it('lists the order’s season tickets only, each with "Registrovať držiteľa"', async () => {
    const other = ticket(3, { orderId: '33333333-3333-4333-8333-333333333333' });
    open([ticket(1), ticket(2), other], {}, `/order/success/season-tickets?orderId=${ticket(1).orderId}`);
    expect(await screen.findByRole('heading', { name: 'Permanentky objednané' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Sektor A1, rad 3, miesto 1')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Držiteľ nie je zaregistrovaný')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Registrovať držiteľa' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Všetky moje permanentky' }).getAttribute('href')).toBe(
      '/my-season-tickets',
    );
  });

  it('an unpaid ticket says registration comes after payment and offers no form', async () => {
    open([ticket(1, { registrationState: 'UNPAID', canRegister: false, ticketSerial: null })]);
    expect(await screen.findByText('Čaká na platbu')).toBeTruthy();
    expect(screen.getByText('Držiteľa zaregistrujete po zaplatení objednávky.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrovať držiteľa' })).toBeNull();
  });
});

describe('holder registration form', () => {
  it('says in Slovak what is missing, photo included, and sends nothing', { timeout: 20_000 }, async () => {
    const { api } = open([ticket(1)]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Registrovať držiteľa' }));
    await user.click(screen.getByRole('button', { name: 'Registrovať držiteľa' }));
    expect(await screen.findByText('Meno je povinné.')).toBeTruthy();
    expect(screen.getByText('Priezvisko je povinné.')).toBeTruthy();
    expect(screen.getByText('Mesto je povinné.')).toBeTruthy();
    expect(screen.getByText('PSČ je povinné.')).toBeTruthy();
    expect(api.callsTo('POST /v2/season/tickets/00000000-0000-4000-8000-000000000001/registration')).toEqual(
      [],
    );
    await fillHolder(user);
    await user.clear(screen.getByLabelText('PSČ'));
    await user.type(screen.getByLabelText('PSČ'), '96X01');
    await user.click(screen.getByRole('button', { name: 'Registrovať držiteľa' }));
    expect(await screen.findByText('PSČ má nesprávny formát.')).toBeTruthy();
    await user.clear(screen.getByLabelText('PSČ'));
    await user.type(screen.getByLabelText('PSČ'), '960 01');
    await user.click(screen.getByRole('button', { name: 'Registrovať držiteľa' }));
    expect(await screen.findByText('Fotografia držiteľa je povinná.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('checks a KIDS holder’s age on the season’s first day and says why', { timeout: 20_000 }, async () => {
    open([ticket(1, { category: 'KIDS' })]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Registrovať držiteľa' }));
    expect(screen.getByText(/Kategória KIDS: držiteľ má k prvému dňu sezóny najviac 15 rokov/)).toBeTruthy();
    await fillHolder(user, '2010-08-31');
    await user.click(screen.getByRole('button', { name: 'Registrovať držiteľa' }));
    expect(
      await screen.findByText(
        'Kategória KIDS je pre držiteľov do 15 rokov vrátane k prvému dňu sezóny (01.09.2026); držiteľ bude mať v tento deň 16 rokov.',
      ),
    ).toBeTruthy();
  });

  it('sends the fields and the photo as multipart, previews the photo, then shows the registered holder', {
    timeout: 20_000,
  }, async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    let registered = false;
    const { api, store } = open([], {
      'GET /v2/season/tickets': () => ({
        status: 200,
        body: {
          data: [registered ? ticket(1, { registrationState: 'REGISTERED', holder }) : ticket(1)],
        },
      }),
      'POST /v2/season/tickets/00000000-0000-4000-8000-000000000001/registration': () => {
        registered = true;
        return { status: 200, body: ticket(1, { registrationState: 'REGISTERED', holder }) };
      },
      'GET /v2/season/tickets/00000000-0000-4000-8000-000000000001/photo': { status: 200, body: 'jpeg' },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Registrovať držiteľa' }));
    await fillHolder(user);
    const country = screen.getByLabelText('Krajina') as HTMLSelectElement;
    expect(within(country).getByRole('option', { name: 'Slovensko' })).toBeTruthy();
    await user.selectOptions(country, 'SK');
    await user.upload(screen.getByLabelText('Fotografia držiteľa'), png());
    expect((screen.getByAltText('Náhľad fotografie') as HTMLImageElement).src).toBe('blob:preview');
    await user.click(screen.getByRole('button', { name: 'Registrovať držiteľa' }));

    expect(await screen.findByText('Držiteľ zaregistrovaný')).toBeTruthy();
    const [post] = api.calls.filter((c) => c.method === 'POST');
    const body = post?.body as Record<string, unknown>;
    expect(Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'ticketPhoto'))).toEqual({
      firstName: 'Jana',
      lastName: 'Štefániková',
      phoneNumber: '+421905123456',
      dateOfBirth: '1990-04-12',
      email: 'jana@hokej.test',
      address: 'Námestie SNP 1',
      city: 'Zvolen',
      zip: '960 01',
      country: 'SK',
      seasonTicketType: 'CLASSIC',
    });
    expect((body.ticketPhoto as File).name).toBe('jana.png');
    expect(post?.auth).toMatch(/^Bearer /);
    expect(toastTexts(store)).toContain('Držiteľ permanentky je zaregistrovaný.');
    expect(await screen.findByAltText('Fotografia držiteľa Jana Štefániková')).toBeTruthy();
    expect(screen.getByText('Námestie SNP 1, 960 01 Zvolen, Slovensko')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zmeniť údaje držiteľa' })).toBeTruthy();
  });

  it('a photo the shop refuses is explained at the photo field', { timeout: 20_000 }, async () => {
    open([ticket(1)], {
      'POST /v2/season/tickets/00000000-0000-4000-8000-000000000001/registration': apiError(
        413,
        'SEASON_PHOTO_TOO_LARGE',
        'Fotografia je príliš veľká. Nahrajte, prosím, fotografiu s menším rozlíšením (najviac 25 megapixelov a 10 MB).',
      ),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Registrovať držiteľa' }));
    await fillHolder(user);
    await user.upload(screen.getByLabelText('Fotografia držiteľa'), png());
    await user.click(screen.getByRole('button', { name: 'Registrovať držiteľa' }));
    expect(await screen.findByText(/Nahrajte, prosím, fotografiu s menším rozlíšením/)).toBeTruthy();
    expect(screen.getByLabelText('Fotografia držiteľa').getAttribute('aria-invalid')).toBe('true');
  });

  it('a wrong file never shows a broken preview: another type is refused at once, an unreadable picture once the browser fails to draw it', {
    timeout: 20_000,
  }, async () => {
    const { api } = open([ticket(1)]);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Registrovať držiteľa' }));
    await fillHolder(user);
    const field = screen.getByLabelText('Fotografia držiteľa');
    await user.upload(field, new File(['%PDF-1.7'], 'jana.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Fotografia musí byť vo formáte JPG alebo PNG.')).toBeTruthy();
    expect(screen.queryByAltText('Náhľad fotografie')).toBeNull();
    // A damaged PNG: previewed, the browser cannot draw it, so it is taken away and explained.
    await user.upload(field, png());
    const preview = await screen.findByAltText('Náhľad fotografie');
    fireEvent.error(preview);
    const unreadable =
      'Súbor sa nedá zobraziť ako fotografia. Vyberte, prosím, inú fotografiu vo formáte JPG alebo PNG.';
    expect(await screen.findByText(unreadable)).toBeTruthy();
    expect(screen.queryByAltText('Náhľad fotografie')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Registrovať držiteľa' }));
    expect(screen.getByText(unreadable)).toBeTruthy();
    expect(
      api.callsTo('POST /v2/season/tickets/00000000-0000-4000-8000-000000000001/registration'),
    ).toHaveLength(0);
    // Another file chosen: its preview is shown again.
    await user.upload(field, png());
    expect(await screen.findByAltText('Náhľad fotografie')).toBeTruthy();
    expect(screen.queryByText(unreadable)).toBeNull();
  });

  it('a registered holder after the season started is shown without a change button', async () => {
    open([ticket(1, { registrationState: 'REGISTERED', canRegister: false, holder })], {
      'GET /v2/season/tickets/00000000-0000-4000-8000-000000000001/photo': { status: 200, body: 'jpeg' },
    });
    expect(await screen.findByText('Sezóna sa začala, údaje držiteľa sa už nedajú zmeniť.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zmeniť údaje držiteľa' })).toBeNull();
  });
});
