/**
 * Picking and releasing seats: a free seat goes into the cart, my seat leaves it, a ticket type changes.
 * A clicked seat is pending at once and until the answer; a second click on it meanwhile does nothing (so a
 * double click never reports the fan's own seat as taken). Refusals from the API become one toast each and
 * the seat goes back to how it was; a seat taken meanwhile refreshes the sector. Successes are announced
 * through `announce` (the page's polite live region). A SEAT_GAP refusal names the seat to take (or give
 * back) instead and the one that would be left alone; that seat becomes `suggested`, for the map to ring and
 * focus.
 */
import type { CartItem, Seat } from '@hokej/contract';
import { MAX_SEATS_PER_ORDER, type SetupType } from '@hokej/contract/constants';
import { useRef, useState } from 'react';
import { type ApiError, toApiError } from '../../../shared/api/apiError.ts';
import { cartApi, useAddSeatMutation, useUpdateCartMutation } from '../../../shared/cart/cartApi.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';
import { seatingApi } from '../../../shared/seating/seatingEndpoints.ts';
import { setSeatState } from '../../../shared/seating/seatUpdates.ts';
import { seatKey } from '../../../shared/seating/seatView.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { holdLeft, withLimitNote } from '../model/holdLeft.ts';

type PriceType = CartItem['ticketType'];
type SeatRef = { sector: string; row: string; name: string };

/** The seat to take instead after a SEAT_GAP refusal; a new `id` for each refusal, so it is focused again. */
export interface SuggestedSeat {
  key: string;
  id: number;
}

interface Options {
  setupType: SetupType;
  uuid: string;
  sector: string;
  cartSize: number;
  refetchSector: () => void;
  announce: (message: string) => void;
  /** The latest seat change the page's live stream brought (sent with a hold), if any. */
  seenEventId?: () => number | undefined;
}

export function useSeatSelection(options: Options) {
  const { setupType, uuid, sector, cartSize, refetchSector, announce, seenEventId } = options;
  const dispatch = useShopDispatch();
  const [addSeat, addState] = useAddSeatMutation();
  const [updateCart, updateState] = useUpdateCartMutation();
  const [limitReached, setLimitReached] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [suggested, setSuggested] = useState<SuggestedSeat | null>(null);
  // The same set read synchronously: two clicks in one frame must not both pass the check.
  const inFlight = useRef(new Set<string>());

  const begin = (seat: SeatRef) => {
    const key = seatKey(seat);
    if (inFlight.current.has(key)) return false;
    inFlight.current.add(key);
    setPending(new Set(inFlight.current));
    return true;
  };
  const end = (seat: SeatRef) => {
    inFlight.current.delete(seatKey(seat));
    setPending(new Set(inFlight.current));
  };

  const markSeat = (seat: SeatRef, state: 'ACTIVE' | 'BOOKED') =>
    dispatch(
      seatingApi.util.updateQueryData('getSector', { setupType, uuid, sector }, (draft) => {
        setSeatState(draft, { sector: seat.sector, row: seat.row, name: seat.name }, state);
      }),
    );

  /** SEAT_GAP names a seat; the message says it and the seat left alone (`stranded`, if the map knows it). */
  const gapMessage = (error: ApiError, stranded: { release: boolean; name: string } | undefined) => {
    const seat = error.data?.suggestedSeat as SeatRef | undefined;
    if (!seat) return error.message;
    setSuggested((s) => ({ key: seatKey(seat), id: (s?.id ?? 0) + 1 }));
    if (!stranded) return error.message;
    return stranded.release
      ? seatPickerText.t('gapRelease', { suggested: seat.name, stranded: stranded.name })
      : seatPickerText.t(seat.name === stranded.name ? 'gapPickSelf' : 'gapPick', {
          suggested: seat.name,
          stranded: stranded.name,
        });
  };

  const report = (error: ApiError, stranded?: { release: boolean; name: string }) => {
    if (error.code === 'SEAT_GAP') {
      dispatch(toastShown('warning', gapMessage(error, stranded)));
      return;
    }
    if (error.code === 'CART_TICKET_LIMIT') setLimitReached(true);
    const calm =
      error.code === 'CART_TICKET_LIMIT' ||
      error.code === 'CART_MATCH_SEAT_LIMIT' ||
      error.code.startsWith('PRESALE_') ||
      error.code === 'SERVER_BUSY';
    dispatch(toastShown(calm ? 'warning' : 'danger', error.message));
    if (error.code === 'SEAT_INACTIVE' || error.code === 'SEAT_NOT_FOUND') refetchSector();
  };

  const holdSeat = async (seat: Seat, stranded: Seat | undefined) => {
    if (cartSize + inFlight.current.size >= MAX_SEATS_PER_ORDER) {
      setLimitReached(true);
      dispatch(toastShown('warning', sk.seats.maxTickets));
      return;
    }
    if (!begin(seat)) return;
    setSuggested(null);
    const result = await addSeat({
      type: 'ADD_SEAT',
      setupType,
      uuid,
      seat: { sector: seat.sector, row: seat.row, name: seat.name },
      seenEventId: seenEventId?.(),
    });
    if ('error' in result) {
      end(seat);
      report(toApiError(result.error), stranded && { release: false, name: stranded.name });
      return;
    }
    // The cart first, then the seat: it goes from pending straight to mine, never through "taken".
    dispatch(cartApi.util.upsertQueryData('getCart', undefined, result.data));
    markSeat(seat, 'BOOKED');
    end(seat);
    announce(
      withLimitNote(
        seatPickerText.t('added', { row: seat.row, name: seat.name, left: holdLeft(result.data) }),
        result.data,
      ),
    );
  };

  const releaseItem = async (item: CartItem) => {
    if (!begin(item.seat)) return;
    setSuggested(null);
    const result = await updateCart({ type: 'REMOVE_ITEM', itemId: item.id });
    if ('error' in result) {
      end(item.seat);
      report(toApiError(result.error), { release: true, name: item.seat.name });
      return;
    }
    dispatch(cartApi.util.upsertQueryData('getCart', undefined, result.data));
    setLimitReached(false);
    if (item.setupUuid === uuid) markSeat(item.seat, 'ACTIVE');
    end(item.seat);
    announce(seatPickerText.t('removed', { row: item.seat.row, name: item.seat.name }));
  };

  const changeTicketType = async (item: CartItem, ticketType: PriceType) => {
    const result = await updateCart({ type: 'UPDATE_ITEM', itemId: item.id, ticketType });
    if ('error' in result) report(toApiError(result.error));
  };

  /**
   * A click on a seat: one of mine leaves the cart, a free one is held; a pending one waits. `stranded` is the
   * neighbour the map expects its pick to leave alone (for the message should the API refuse it).
   */
  const pick = (seat: Seat, mineItem: CartItem | undefined, stranded?: Seat) => {
    if (inFlight.current.has(seatKey(seat))) return;
    if (mineItem) void releaseItem(mineItem);
    else if (seat.buyState === 'ACTIVE') void holdSeat(seat, stranded);
  };

  return {
    pick,
    releaseItem,
    changeTicketType,
    pending,
    suggested,
    busy: addState.isLoading || updateState.isLoading,
    atLimit: limitReached || cartSize >= MAX_SEATS_PER_ORDER,
  };
}
