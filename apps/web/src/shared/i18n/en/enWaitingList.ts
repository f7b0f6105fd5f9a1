/** The waiting list of a sold-out match in English (namespace `waitingList`), typed against skWaitingList.ts. */
import type { skWaitingList } from '../skWaitingList.ts';
import type { EnglishOf } from './englishOf.ts';

export const enWaitingList: EnglishOf<typeof skWaitingList> = {
  title: 'Waiting list for a sold-out match',
  hint: 'When seats come free (unpaid orders, returned tickets), we offer them in the order people joined. You will get an e-mail (and a text message if your number is verified) and have a limited time to pay.',
  count: 'Number of seats',
  sector: 'Sector',
  anySector: 'Any sector',
  join: 'Join the waiting list',
  joined: 'You are on the waiting list.',
  position_one: 'You are number {{position, count}} on the list, waiting for {{count}} seat.',
  position_other: 'You are number {{position, count}} on the list, waiting for {{count}} seats.',
  paused: 'The club has paused the waiting list for now. You keep your place on it.',
  offered: 'Seats have come free and are being held for you.',
  openOffer: 'View offer',
  leave: 'Leave the waiting list',
  offerTitle: 'Seats from the waiting list',
  offerIntro: 'We are holding these seats for you. Add them to your cart and pay as for any other purchase.',
  seat: 'Sector {{sector}}, row {{row}}, seat {{name}}',
  total: 'Total',
  until: 'Held until {{date}}',
  afterwards:
    'Once added to your cart, they must be paid for by the same time. When the time runs out, the offer lapses, the seats go to the next person on the list and you leave the waiting list; you can join again.',
  claim: 'Add to cart and pay',
  closed: {
    CLAIMED: 'The seats from this offer are already in your cart.',
    EXPIRED:
      'The time for this offer has run out and the seats have been offered to the next person on the list.',
    LEFT: 'You have left the waiting list.',
    WAITING: 'You are still waiting for seats; we will e-mail you when they come free.',
  },
  toCheckout: 'Go to cart',
  toEvents: 'Back to matches',
  loadFailed: 'The offer could not be loaded.',
};
