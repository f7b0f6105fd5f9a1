/**
 * "Nájsť najlepšie miesta": one ADD_BEST_SEATS call holds `count` seats side by side (all or nothing). The
 * seats it added are marked as mine on the cached sector maps at once, with the sentence for the live region; a
 * refusal (SEATS_NOT_TOGETHER, the seat limits) is kept for the form to show with its next step.
 */
import type { AddBestSeatsBody, CartItem, SetupType } from '@hokej/contract';
import { useState } from 'react';
import { type ApiError, toApiError } from '../../../shared/api/apiError.ts';
import { useAddSeatMutation } from '../../../shared/cart/cartApi.ts';
import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';
import { seatingApi } from '../../../shared/seating/seatingEndpoints.ts';
import { setSeatState } from '../../../shared/seating/seatUpdates.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { holdLeft, withLimitNote } from '../model/holdLeft.ts';

export type BestSeatsChoice = Pick<AddBestSeatsBody, 'count' | 'sector' | 'priceBand' | 'accessible'>;

interface Options {
  /** A match's seats, or a season's (free in every match of it, as CLASSIC season tickets). */
  setupType: SetupType;
  uuid: string;
  /** The cart's lines before the call: the new ones are the seats it found. */
  itemsBefore: CartItem[] | undefined;
}

export interface BestSeatsFound {
  items: CartItem[];
  /** "Pridané do košíka: sektor B15, rad 3, miesta 10, 11, zostáva 14:59". */
  announcement: string;
}

export function useBestSeats({ setupType, uuid, itemsBefore }: Options) {
  const dispatch = useShopDispatch();
  const [addSeats, state] = useAddSeatMutation();
  const [error, setError] = useState<ApiError | null>(null);

  /** Holds the best seats; answers the cart lines it added, or null when refused. */
  const find = async (choice: BestSeatsChoice): Promise<BestSeatsFound | null> => {
    setError(null);
    const before = new Set((itemsBefore ?? []).map((item) => item.id));
    const result = await addSeats({ type: 'ADD_BEST_SEATS', setupType, uuid, ...choice });
    if ('error' in result) {
      setError(toApiError(result.error));
      return null;
    }
    const added = result.data.items.filter((item) => !before.has(item.id) && item.setupUuid === uuid);
    for (const item of added) {
      dispatch(
        seatingApi.util.updateQueryData(
          'getSector',
          { setupType, uuid, sector: item.seat.sector },
          (draft) => {
            setSeatState(draft, item.seat, 'BOOKED');
          },
        ),
      );
    }
    const first = added[0];
    const names = added
      .map((item) => item.seat.name)
      .sort((a, b) => a.localeCompare(b, 'sk', { numeric: true }));
    const announcement = first
      ? withLimitNote(
          seatPickerText.t('best.added', {
            count: names.length,
            sector: first.seat.sector,
            row: first.seat.row,
            names: names.join(', '),
            left: holdLeft(result.data),
          }),
          result.data,
        )
      : '';
    return { items: added, announcement };
  };

  return { find, busy: state.isLoading, error, clearError: () => setError(null) };
}
