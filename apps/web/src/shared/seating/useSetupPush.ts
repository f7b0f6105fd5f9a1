/**
 * The fans' arena and sector maps (the shop's and the relocation's) follow the live seat stream (see
 * useSeatStream). Answers the id of the latest seat change the stream brought, which a hold sends along (`seenEventId`): a server that has not
 * heard that far yet asks the database rather than refusing the seat from its memory.
 */
import type { SetupType } from '@hokej/contract/constants';
import { useCallback, useRef } from 'react';
import { baseApi } from '../api/baseApi.ts';
import { useShopDispatch } from '../store/useShopDispatch.ts';
import { seatingApi } from './seatingEndpoints.ts';
import {
  applyPushToArena,
  applyPushToSector,
  applySectorCountToArena,
  applySectorCountToSector,
} from './seatUpdates.ts';
import { useSeatStream } from './useSeatStream.ts';

export function useSetupPush(setupType: SetupType, uuid: string | undefined) {
  const dispatch = useShopDispatch();
  const seen = useRef<number | undefined>(undefined);
  useSeatStream(setupType, uuid, {
    onSeat: (message, id) => {
      if (id !== undefined && id > (seen.current ?? 0)) seen.current = id;
      if (!uuid) return;
      dispatch(
        seatingApi.util.updateQueryData('getArena', { setupType, uuid }, (arena) =>
          applyPushToArena(arena, message),
        ),
      );
      dispatch(
        seatingApi.util.updateQueryData(
          'getSector',
          { setupType, uuid, sector: message.seat.sector },
          (sector) => applyPushToSector(sector, message),
        ),
      );
    },
    onSector: (count) => {
      if (!uuid) return;
      dispatch(
        seatingApi.util.updateQueryData('getArena', { setupType, uuid }, (arena) =>
          applySectorCountToArena(arena, count),
        ),
      );
      dispatch(
        seatingApi.util.updateQueryData('getSector', { setupType, uuid, sector: count.sector }, (sector) =>
          applySectorCountToSector(sector, count),
        ),
      );
    },
    // Which sectors this viewer may open changed: the arena's flags and the open sector are read again (a
    // sector now kept from the viewer answers ARENA_SETUP_FORBIDDEN, which the error dialog explains).
    onAccess: () => {
      if (uuid) dispatch(baseApi.util.invalidateTags([{ type: 'Arena', id: uuid }, 'Sector']));
    },
    onResync: () => dispatch(baseApi.util.invalidateTags(['Arena', 'Sector'])),
  });
  return useCallback(() => seen.current, []);
}
