/** The club's arena and sector maps follow the same live seat stream as the fans' pages. */
import type { SetupType } from '@hokej/contract/constants';
import {
  applyPushToArena,
  applyPushToSector,
  applySectorCountToArena,
  applySectorCountToSector,
} from '../../../shared/seating/seatUpdates.ts';
import { useSeatStream } from '../../../shared/seating/useSeatStream.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { seatEditorApi } from './seatEditorEndpoints.ts';

export function useClubSeatStream(setupType: SetupType, id: string) {
  const dispatch = useShopDispatch();
  const { updateQueryData } = seatEditorApi.util;
  useSeatStream(setupType, id, {
    onSeat: (message) => {
      dispatch(updateQueryData('getClubArena', { setupType, id }, (a) => applyPushToArena(a, message)));
      dispatch(
        updateQueryData('getClubSector', { setupType, id, sector: message.seat.sector }, (s) =>
          applyPushToSector(s, message),
        ),
      );
    },
    onSector: (count) => {
      dispatch(updateQueryData('getClubArena', { setupType, id }, (a) => applySectorCountToArena(a, count)));
      dispatch(
        updateQueryData('getClubSector', { setupType, id, sector: count.sector }, (s) =>
          applySectorCountToSector(s, count),
        ),
      );
    },
    // Another admin changed the sectors kept for roles: the editor shows the setting as it now is.
    onAccess: () => dispatch(seatEditorApi.util.invalidateTags([{ type: 'SectorRoles', id }])),
    onResync: () => dispatch(seatEditorApi.util.invalidateTags([{ type: 'ClubArena', id }, 'ClubSector'])),
  });
}
