/** The fans' virtual waiting room in English (namespace `queue`), typed against skQueue.ts. */
import type { skQueue } from '../skQueue.ts';
import type { EnglishOf } from './englishOf.ts';

export const enQueue: EnglishOf<typeof skQueue> = {
  title: 'Virtual queue',
  wholeShop: 'Whole shop',
  loading: 'Putting you in the queue…',
  loadFailed: 'The queue status could not be loaded. We are trying again.',
  notFound: 'This virtual queue does not exist.',
  intro:
    'This sale is in high demand, so it is entered through a virtual queue. You can leave this page open in another tab or let your phone sleep – you will not lose your place in the queue.',
  preQueue: {
    heading: 'Waiting for the sale to open',
    opensAt: 'The sale opens',
    fair: 'At the moment the sale opens, the order of everyone waiting is drawn at random. Arriving earlier does not give you a better place – there is no need to refresh the page.',
    waiting_one: '{{count, count}} fan is waiting for the opening.',
    waiting_other: '{{count, count}} fans are waiting for the opening.',
  },
  waiting: {
    heading: 'You are in the queue',
    position: 'Your place',
    ahead: 'Ahead of you',
    wait: 'Estimated waiting time',
    unknownWait: 'cannot be estimated now (admission is paused)',
    estimateNote: 'The estimate is based on the current rate of admission and may change.',
  },
  paused: 'The club has paused admission for a moment. You keep your place in the queue.',
  admitted: {
    heading: 'It’s your turn!',
    text: 'You can choose your seats and pay.',
    until: 'Your entry to the sale is valid until',
    renewNote: 'While you have seats in your cart, your entry is extended.',
    go: 'Choose seats',
  },
  expired: {
    heading: 'Your time to buy has run out',
    text: 'Your entry to the sale is no longer valid. You can join the queue again at the back.',
    rejoin: 'Join again',
  },
  done: {
    heading: 'Your purchase is complete',
    text: 'You will find your order in My orders. If you want to buy more tickets, join the queue again.',
    rejoin: 'Join again',
  },
  closed: {
    heading: 'The virtual queue is closed',
    text: 'The sale continues without a queue.',
    go: 'Go to seat selection',
  },
  updated: 'Last updated',
  fans_one: '{{count, count}} fan',
  fans_other: '{{count, count}} fans',
  wait: {
    underMinute: 'less than a minute',
    minutes_one: 'about {{count, count}} minute',
    minutes_other: 'about {{count, count}} minutes',
    hours: 'about {{h}} h {{m}} min',
  },
};
