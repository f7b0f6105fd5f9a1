/**
 * Live seat changes of one event or season: an EventSource on /v2/push/{setupType}/{uuid}. `seat` events
 * update the cached arena and sector maps in place; `sector` events then overwrite the sector's free-seat count
 * with the server's exact figure (a `seat` event's count may be slightly stale under concurrency); `resync`
 * (the server lost our place) refetches them.
 */
import type { PushMessage, SetupType } from '@hokej/contract';
import { useEffect } from 'react';
import { baseApi } from '../../../shared/api/baseApi.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import {
  applyPushToArena,
  applyPushToSector,
  applySectorCountToArena,
  applySectorCountToSector,
  parseSectorCount,
} from '../model/seatUpdates.ts';
import { seatingApi } from './seatingEndpoints.ts';

export function useSetupPush(setupType: SetupType, uuid: string | undefined) {
  const dispatch = useShopDispatch();
  useEffect(() => {
    if (!uuid || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/v2/push/${setupType}/${uuid}`);
    const onSeat = (event: MessageEvent<string>) => {
      let message: PushMessage;
      try {
        message = JSON.parse(event.data) as PushMessage;
      } catch {
        return;
      }
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
    };
    const onSector = (event: MessageEvent<string>) => {
      const count = parseSectorCount(event.data);
      if (!count || count.uuid !== uuid || count.setupType !== setupType) return;
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
    };
    const onResync = () => dispatch(baseApi.util.invalidateTags(['Arena', 'Sector']));
    source.addEventListener('seat', onSeat);
    source.addEventListener('sector', onSector);
    source.addEventListener('resync', onResync);
    return () => {
      source.removeEventListener('seat', onSeat);
      source.removeEventListener('sector', onSector);
      source.removeEventListener('resync', onResync);
      source.close();
    };
  }, [dispatch, setupType, uuid]);
}
