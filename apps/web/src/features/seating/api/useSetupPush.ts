/**
 * Live seat changes of one event or season: an EventSource on /v2/push/{setupType}/{uuid}. `seat` events
 * update the cached arena and sector maps in place; `resync` (the server lost our place) refetches them.
 */
import type { PushMessage, SetupType } from '@hokej/contract';
import { useEffect } from 'react';
import { baseApi } from '../../../shared/api/baseApi.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { applyPushToArena, applyPushToSector } from '../model/seatUpdates.ts';
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
    const onResync = () => dispatch(baseApi.util.invalidateTags(['Arena', 'Sector']));
    source.addEventListener('seat', onSeat);
    source.addEventListener('resync', onResync);
    return () => {
      source.removeEventListener('seat', onSeat);
      source.removeEventListener('resync', onResync);
      source.close();
    };
  }, [dispatch, setupType, uuid]);
}
