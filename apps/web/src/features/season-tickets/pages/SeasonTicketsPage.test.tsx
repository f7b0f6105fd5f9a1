// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { describeInEachLanguage } from '../../../shared/testing/languages.test-utils.ts';
import { apiError, pageLoaded, toastTexts } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { holder, open, ticket } from './seasonTickets.test-utils.tsx';
import { TEXTS } from './seasonTicketsTexts.test-utils.ts';

const REGISTRATION = 'POST /v2/season/tickets/00000000-0000-4000-8000-000000000001/registration';
const PHOTO = 'GET /v2/season/tickets/00000000-0000-4000-8000-000000000001/photo';

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'jana.png', { type: 'image/png' });

type FormText = (typeof TEXTS)['sk']['form'];

async function fillHolder(
  user: ReturnType<typeof userEvent.setup>,
  form: FormText,
  dateOfBirth = '1990-04-12',
) {
  await user.type(screen.getByLabelText(form.firstName), 'Jana');
  await user.type(screen.getByLabelText(form.lastName), 'Štefániková');
  await user.type(screen.getByLabelText(form.born), dateOfBirth);
  await user.type(screen.getByLabelText(form.phone), '+421905123456');
  await user.type(screen.getByLabelText(form.email), 'jana@hokej.test');
  await user.type(screen.getByLabelText(form.address), 'Námestie SNP 1');
  await user.type(screen.getByLabelText(form.city), 'Zvolen');
  await user.type(screen.getByLabelText(form.zip), '960 01');
}

describeInEachLanguage('season tickets after buying', TEXTS, (text) => {
  it('thanks, lists the order’s season tickets only, each with the holder’s registration, and links all of them', async () => {
    const other = ticket(3, { orderId: '33333333-3333-4333-8333-333333333333' });
    open([ticket(1), ticket(2), other], {}, `/order/success/season-tickets?orderId=${ticket(1).orderId}`);
    expect(await screen.findByRole('heading', { level: 1, name: text.successTitle })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText(text.successIntro)).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText(text.seat(1))).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByTestId('registration-state').textContent).toBe(
      text.notRegistered,
    );
    expect(screen.getAllByRole('button', { name: text.register })).toHaveLength(2);
    expect(screen.getByRole('link', { name: text.showAll }).getAttribute('href')).toBe('/my-season-tickets');
  });

  it('an unpaid ticket says registration comes after payment and offers no form', async () => {
    open([ticket(1, { registrationState: 'UNPAID', canRegister: false, ticketSerial: null })]);
    expect(await screen.findByText(text.unpaid)).toBeTruthy();
    expect(screen.getByText(text.unpaidHint)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.register })).toBeNull();
  });
});

describeInEachLanguage('my season tickets', TEXTS, (text) => {
  it('names the tickets, their states, hints and links', async () => {
    open(
      [
        ticket(1, { registrationState: 'REGISTERED', canRegister: true, holder }),
        ticket(2, { registrationState: 'UNPAID', canRegister: false, ticketSerial: null, plasticCard: true }),
      ],
      { [PHOTO]: { status: 200, body: 'jpeg' } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: text.mineTitle })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText(text.mineIntro)).toBeTruthy();
    const [registered, unpaid] = (await screen.findAllByRole('article')) as HTMLElement[];
    const card = within(registered as HTMLElement);
    expect(card.getByText(text.seat(1))).toBeTruthy();
    expect(card.getByTestId('registration-state').textContent).toBe(text.registered);
    expect(card.getByText(text.category)).toBeTruthy();
    expect(card.getByText(text.classic)).toBeTruthy();
    expect(card.getByText(text.orderNo)).toBeTruthy();
    expect(card.getByText(text.serial)).toBeTruthy();
    expect(card.getByText(text.born)).toBeTruthy();
    // The country in the shop's language.
    expect(card.getByText(text.address)).toBeTruthy();
    expect(card.getByText(text.changeUntil)).toBeTruthy();
    expect(card.getByRole('button', { name: text.change })).toBeTruthy();
    const other = within(unpaid as HTMLElement);
    expect(other.getByTestId('registration-state').textContent).toBe(text.unpaid);
    expect(other.getByText(text.classicPlastic)).toBeTruthy();
    expect(other.getByText(text.unpaidHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: text.myOrders }).getAttribute('href')).toBe('/my-orders');
    expect(screen.getByRole('link', { name: text.renewals })).toBeTruthy();
    expect(await card.findByAltText(text.photoOf)).toBeTruthy();
    // Only the season's own title is Slovak in English (it is the club's data).
    expect(document.body.textContent).not.toMatch(text.otherLanguage);
  });

  it('a registered holder after the season started is shown without a change button', async () => {
    open([ticket(1, { registrationState: 'REGISTERED', canRegister: false, holder })], {
      [PHOTO]: { status: 200, body: 'jpeg' },
    });
    expect(await screen.findByText(text.lockedHint)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.change })).toBeNull();
  });
});

describeInEachLanguage('holder registration form', TEXTS, ({ form, ...text }) => {
  const inForm = () => within(screen.getByRole('form', { name: form.title }));
  const submit = (user: ReturnType<typeof userEvent.setup>) =>
    user.click(inForm().getByRole('button', { name: text.register }));

  it('labels the form and says what is missing, a wrong format, the KIDS age on the season’s first day and the photo, sending nothing', {
    timeout: 60_000,
  }, async () => {
    const { api } = open([ticket(1, { category: 'KIDS' })]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: text.register }));
    expect(screen.getByText(form.kidsRule)).toBeTruthy();
    // The countries are named in the shop's language.
    const country = inForm().getByLabelText(form.country) as HTMLSelectElement;
    expect((within(country).getByRole('option', { name: form.slovakia }) as HTMLOptionElement).value).toBe(
      'SK',
    );
    expect(within(country).getByRole('option', { name: form.czechia })).toBeTruthy();
    expect(inForm().getByText(form.photoHint)).toBeTruthy();

    await submit(user);
    expect(await screen.findByText(form.missing[0] ?? '')).toBeTruthy();
    for (const message of form.missing) expect(screen.getByText(message)).toBeTruthy();
    expect(api.callsTo(REGISTRATION)).toEqual([]);

    await fillHolder(user, form, '2010-08-31');
    await user.clear(inForm().getByLabelText(form.zip));
    await user.type(inForm().getByLabelText(form.zip), '96X01');
    await user.click(inForm().getByLabelText(form.email));
    await user.keyboard('{Backspace>5/}');
    await submit(user);
    expect(await screen.findByText(form.zipFormat)).toBeTruthy();
    expect(screen.getByText(form.emailFormat)).toBeTruthy();
    expect(screen.getByText(form.kidsTooOld)).toBeTruthy();

    await user.clear(inForm().getByLabelText(form.zip));
    await user.type(inForm().getByLabelText(form.zip), '960 01');
    await user.type(inForm().getByLabelText(form.email), '.test');
    await user.clear(inForm().getByLabelText(form.born));
    await user.type(inForm().getByLabelText(form.born), '2014-08-31');
    await submit(user);
    expect(await screen.findByText(form.photoRequired)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(form.otherLanguage);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(inForm().getByRole('button', { name: form.cancel }));
    expect(screen.queryByRole('form')).toBeNull();
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
      [REGISTRATION]: () => {
        registered = true;
        return { status: 200, body: ticket(1, { registrationState: 'REGISTERED', holder }) };
      },
      [PHOTO]: { status: 200, body: 'jpeg' },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: text.register }));
    await fillHolder(user, form);
    const country = screen.getByLabelText(form.country) as HTMLSelectElement;
    expect(within(country).getByRole('option', { name: form.slovakia })).toBeTruthy();
    await user.selectOptions(country, 'SK');
    await user.upload(screen.getByLabelText(form.photo), png());
    expect((screen.getByAltText(form.preview) as HTMLImageElement).src).toBe('blob:preview');
    await submit(user);

    expect(await screen.findByText(text.registered)).toBeTruthy();
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
    expect(toastTexts(store)).toContain(form.saved);
    expect(await screen.findByAltText(text.photoOf)).toBeTruthy();
    expect(screen.getByText(text.address)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.change })).toBeTruthy();
  });

  it('a photo the shop refuses is explained at the photo field', { timeout: 20_000 }, async () => {
    open([ticket(1)], {
      [REGISTRATION]: apiError(413, 'SEASON_PHOTO_TOO_LARGE', form.photoTooLargeApi),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: text.register }));
    await fillHolder(user, form);
    await user.upload(screen.getByLabelText(form.photo), png());
    await submit(user);
    expect(await screen.findByText(form.photoTooLarge)).toBeTruthy();
    expect(screen.getByLabelText(form.photo).getAttribute('aria-invalid')).toBe('true');
  });

  it('a wrong file never shows a broken preview: another type is refused at once, an unreadable picture once the browser fails to draw it', {
    timeout: 20_000,
  }, async () => {
    const { api } = open([ticket(1)]);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.click(await screen.findByRole('button', { name: text.register }));
    await fillHolder(user, form);
    const field = screen.getByLabelText(form.photo);
    await user.upload(field, new File(['%PDF-1.7'], 'jana.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(form.photoType)).toBeTruthy();
    expect(screen.queryByAltText(form.preview)).toBeNull();
    // A damaged PNG: previewed, the browser cannot draw it, so it is taken away and explained.
    await user.upload(field, png());
    const preview = await screen.findByAltText(form.preview);
    fireEvent.error(preview);
    const unreadable = form.photoUnreadable;
    expect(await screen.findByText(unreadable)).toBeTruthy();
    expect(screen.queryByAltText(form.preview)).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await submit(user);
    expect(screen.getByText(unreadable)).toBeTruthy();
    expect(api.callsTo(REGISTRATION)).toHaveLength(0);
    // Another file chosen: its preview is shown again.
    await user.upload(field, png());
    expect(await screen.findByAltText(form.preview)).toBeTruthy();
    expect(screen.queryByText(unreadable)).toBeNull();
  });
});
