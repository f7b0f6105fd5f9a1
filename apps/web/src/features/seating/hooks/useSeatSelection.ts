/**
 * Picking and releasing seats: a free seat goes into the cart, my seat leaves it, a ticket type changes.
 * Refusals from the API become toasts; a seat taken meanwhile refreshes the sector.
 */
import type { CartItem, Seat } from '@hokej/contract';
import { MAX_SEATS_PER_ORDER, type SetupType } from '@hokej/contract/constants';
import { useState } from 'react';
import { type ApiError, toApiError } from '../../../shared/api/apiError.ts';
import { useAddSeatMutation, useUpdateCartMutation } from '../../../shared/cart/cartApi.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { setSeatState } from '../../../shared/seating/seatUpdates.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { seatingApi } from '../api/seatingEndpoints.ts';

type PriceType = CartItem['ticketType'];

interface Options {
  setupType: SetupType;
  uuid: string;
  sector: string;
  cartSize: number;
  refetchSector: () => void;
}

export function useSeatSelection({ setupType, uuid, sector, cartSize, refetchSector }: Options) {
  const dispatch = useShopDispatch();
  const [addSeat, addState] = useAddSeatMutation();
  const [updateCart, updateState] = useUpdateCartMutation();
  const [limitReached, setLimitReached] = useState(false);

  const markSeat = (seat: { sector: string; row: string; name: string }, state: 'ACTIVE' | 'BOOKED') =>
    dispatch(
      seatingApi.util.updateQueryData('getSector', { setupType, uuid, sector }, (draft) => {
        setSeatState(draft, { sector: seat.sector, row: seat.row, name: seat.name }, state);
      }),
    );

  const report = (error: ApiError) => {
    if (error.code === 'CART_TICKET_LIMIT') setLimitReached(true);
    const calm =
      error.code === 'CART_TICKET_LIMIT' ||
      error.code === 'CART_MATCH_SEAT_LIMIT' ||
      error.code === 'SERVER_BUSY';
    dispatch(toastShown(calm ? 'warning' : 'danger', error.message));
    if (error.code === 'SEAT_INACTIVE' || error.code === 'SEAT_NOT_FOUND') refetchSector();
  };

  const holdSeat = async (seat: Seat) => {
    if (cartSize >= MAX_SEATS_PER_ORDER) {
      setLimitReached(true);
      dispatch(toastShown('warning', sk.seats.maxTickets));
      return;
    }
    const result = await addSeat({
      type: 'ADD_SEAT',
      setupType,
      uuid,
      seat: { sector: seat.sector, row: seat.row, name: seat.name },
    });
    if ('error' in result) report(toApiError(result.error));
    else markSeat(seat, 'BOOKED');
  };

  const releaseItem = async (item: CartItem) => {
    const result = await updateCart({ type: 'REMOVE_ITEM', itemId: item.id });
    if ('error' in result) {
      report(toApiError(result.error));
      return;
    }
    setLimitReached(false);
    if (item.setupUuid === uuid) markSeat(item.seat, 'ACTIVE');
  };

  const changeTicketType = async (item: CartItem, ticketType: PriceType) => {
    const result = await updateCart({ type: 'UPDATE_ITEM', itemId: item.id, ticketType });
    if ('error' in result) report(toApiError(result.error));
  };

  /** A click on a seat: one of mine leaves the cart, a free one is held. */
  const pick = (seat: Seat, mineItem: CartItem | undefined) => {
    if (mineItem) void releaseItem(mineItem);
    else if (seat.buyState === 'ACTIVE') void holdSeat(seat);
  };

  return {
    pick,
    releaseItem,
    changeTicketType,
    busy: addState.isLoading || updateState.isLoading,
    atLimit: limitReached || cartSize >= MAX_SEATS_PER_ORDER,
  };
}
