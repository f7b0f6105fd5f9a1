import { type APIRequestContext, expect } from '@playwright/test';
import { buySeat, type Place } from './seasonWithMatches.ts';
import { admin } from './shop.ts';
import { arenaTemplate, bearer, ok } from './todaysMatch.ts';

// A holder of a season of the test's own who renewed it for the next season (both made through the API as
// the back office does): the relocation window opens ten minutes from now by the shop's clock, for five days.
export const holder = { email: 'treti.fanusik@hokej.test', password: 'Treti123!' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Two seasons far ahead (this season's holder, the next one), the holder's paid ticket, the renewal paid. */
export async function renewedHolder(request: APIRequestContext) {
  const staff = await bearer(request, admin);
  const template = await arenaTemplate(request, staff);
  const tag = Date.now().toString(36);
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms).toISOString();
  const season = async (title: string, startsIn: number) => {
    const { id } = await ok<{ id: string }>(
      await request.post('/v2/admin/seasons', {
        headers: staff,
        data: {
          templateId: template.id,
          title,
          startsAt: at(startsIn),
          endsAt: at(startsIn + 200 * DAY),
          saleStartsAt: at(-MINUTE),
          prices: template.sectorNames.map((sector) => ({ sector, ticketType: 'CLASSIC', price: 20000 })),
        },
      }),
      'create season',
    );
    await ok(await request.post(`/v2/admin/seasons/${id}/publish`, { headers: staff }), 'publish season');
    return id;
  };
  const previous = await season(`Permanentka presuny A ${tag}`, 900 * DAY);
  const next = await season(`Permanentka presuny B ${tag}`, 1200 * DAY);
  const sector = template.sectorNames[0] as string;
  const seats = await ok<{ setup: Record<string, Place[]> }>(
    await request.get(`/v2/season/arena/${previous}/sector/${encodeURIComponent(sector)}`),
    'season sector',
  );
  const row = Object.values(seats.setup)[0] ?? [];
  const first = row.find((s) => s.name === '1') ?? row[0];
  if (!first) throw new Error('no seat');
  const seat = { sector: first.sector, row: first.row, name: first.name };
  const fan = await bearer(request, holder);
  await buySeat(request, fan, { setupType: 'SEASON', uuid: previous, seat }, holder.email);
  // The sandbox's notice settles the order: the ticket is paid before the renewal opens.
  await expect
    .poll(
      async () =>
        (
          await ok<{ data: { seasonUuid: string; registrationState: string }[] }>(
            await request.get('/v2/season/tickets', { headers: fan }),
            'season tickets',
          )
        ).data.some((t) => t.seasonUuid === previous && t.registrationState !== 'UNPAID'),
      { timeout: 30_000 },
    )
    .toBe(true);
  // Renewal now for ten minutes, then the relocation window for five days, then the public sale.
  const campaign = await ok<{ id: string }>(
    await request.post('/v2/admin/renewals', {
      headers: staff,
      data: {
        previousSeasonId: previous,
        nextSeasonId: next,
        renewalFrom: at(-MINUTE),
        renewalTo: at(10 * MINUTE),
        relocationFrom: at(10 * MINUTE),
        relocationTo: at(5 * DAY),
        publicSaleAt: at(6 * DAY),
      },
    }),
    'open the renewal',
  );
  const { data } = await ok<{ data: { id: string; campaignId: string }[] }>(
    await request.get('/v2/season/renewals', { headers: fan }),
    'offers',
  );
  const offer = data.find((o) => o.campaignId === campaign.id);
  if (!offer) throw new Error(`no offer: ${JSON.stringify(campaign)} ${JSON.stringify(data)}`);
  const paid = await ok<{ redirectUrl: string }>(
    await request.post(`/v2/season/renewals/${offer.id}/renew`, {
      headers: fan,
      data: {
        paymentType: 'CARD',
        termsAgreed: true,
        contactConsent: true,
        contact: {
          firstName: 'Tomáš',
          lastName: 'Nováčik',
          email: holder.email,
          phoneNumber: '+421900555666',
        },
      },
    }),
    'renew',
  );
  const decided = await request.post(paid.redirectUrl.replace(/^https?:\/\/[^/]+/, ''), {
    form: { decision: 'APPROVED' },
    maxRedirects: 0,
  });
  expect(decided.status()).toBe(303);
  return { offerId: offer.id, campaignId: campaign.id, seat, nextTitle: `Permanentka presuny B ${tag}` };
}
