/**
 * Tells a screen-reader user when somebody else takes a seat near the one in focus (the same row within
 * NEAR_SEATS seats, or the rows next to it): they hear it before they try for it.
 */
import type { Seat, SectorResponse } from '@hokej/contract';
import { useEffect, useRef } from 'react';
import { t } from '../../../shared/i18n/shopI18n.ts';
import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';
import { seatKey } from '../../../shared/seating/seatView.ts';

const NEAR_SEATS = 3;

const taken = (seat: Seat) => seat.buyState === 'BOOKED' || seat.buyState === 'SOLD';

/** The seats drawn within NEAR_SEATS seat spacings of `focus` (its row and the rows next to it). */
export function nearSeats(sector: SectorResponse, focus: Seat): Seat[] {
  const row = sector.setup[focus.row] ?? [];
  const xs = row.map((s) => s.x).sort((a, b) => a - b);
  const spacing = xs.length > 1 ? Math.min(...xs.slice(1).map((x, i) => x - (xs[i] as number))) : 1;
  const rowGap = spacing * 1.6;
  return Object.values(sector.setup)
    .flat()
    .filter(
      (s) =>
        seatKey(s) !== seatKey(focus) &&
        Math.abs(s.y - focus.y) <= rowGap &&
        Math.abs(s.x - focus.x) <= spacing * NEAR_SEATS + 0.01,
    );
}

export function useTakenNearFocus(
  sector: SectorResponse | undefined,
  focus: Seat | undefined,
  isMine: (seat: Seat) => boolean,
  announce: (message: string) => void,
) {
  const before = useRef(new Map<string, boolean>());
  useEffect(() => {
    if (!sector) return;
    const was = before.current;
    const now = new Map<string, boolean>();
    for (const seat of Object.values(sector.setup).flat()) now.set(seatKey(seat), taken(seat));
    before.current = now;
    if (!focus || was.size === 0) return;
    const lost = nearSeats(sector, focus).filter(
      (s) => taken(s) && was.get(seatKey(s)) === false && !isMine(s),
    );
    if (lost.length > 0)
      announce(
        seatPickerText.t('takenNear', {
          seats: lost.map((s) => t('seats.seatInCart', { row: s.row, name: s.name })).join('; '),
        }),
      );
  }, [sector, focus, isMine, announce]);
}
