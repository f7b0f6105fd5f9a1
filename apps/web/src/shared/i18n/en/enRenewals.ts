/** The holder's season renewal in English (namespace `renewals`), typed against skRenewals.ts. */
import type { skRenewals } from '../skRenewals.ts';
import type { EnglishOf } from './englishOf.ts';

export const enRenewals: EnglishOf<typeof skRenewals> = {
  title: 'Season ticket renewal',
  intro:
    'Your seat from last season is held for you until the date shown. Renew your season ticket (by card, bank transfer or in instalments), or decline the offer.',
  loading: 'Loading offers…',
  loadFailed: 'The offers could not be loaded.',
  none: 'You have no offer to renew a season ticket.',
  seat: 'Sector {{sector}}, row {{row}}, seat {{name}}',
  from: 'From season ticket {{season}}',
  category: 'Category',
  price: 'Price',
  plasticCard: 'with a plastic card',
  holder: 'Holder',
  deadline: 'Renew by {{date}}',
  renew: 'Renew',
  renewLabel: 'Renew the season ticket: {{seat}}',
  decline: 'Decline',
  declineLabel: 'Decline the renewal: {{seat}}',
  declined: 'You have declined the offer. The seat goes on sale after the deadline.',
  declineFailed: 'The offer could not be declined.',
  myOrders: 'My orders',
  link: 'Season ticket renewals',
  states: {
    OFFERED: 'Held for you',
    ORDERED: 'Awaiting payment',
    RENEWED: 'Renewed',
    DECLINED: 'Declined',
    RELEASED: 'Released for sale',
  },
  checkoutTitle: 'Season ticket renewal',
  checkoutIntro:
    "You pay for the held seat like any season ticket; we carry the holder's details over from last season.",
  checkoutClosed: 'This offer can no longer be renewed.',
  fixedLine: 'A renewal keeps last season’s seat and category.',
};
