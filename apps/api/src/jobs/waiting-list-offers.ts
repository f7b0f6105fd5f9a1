import { every } from '../every.ts';
import type { WaitingListService } from '../modules/waiting-list/waiting-list-service.ts';

/**
 * Every `intervalMs`: the waiting lists' offers past their time close and freed seats (lapsed holds,
 * refunds, releases) are offered to the next fans (waiting-list/offer-round.ts). Safe with several
 * processes: each list is served by one round at a time.
 */
export function startWaitingListOffers(
  waitingList: Pick<WaitingListService, 'offerRound'>,
  intervalMs: number,
  log: (err: unknown) => void,
) {
  return every(intervalMs, () => waitingList.offerRound().then(() => undefined), log);
}
