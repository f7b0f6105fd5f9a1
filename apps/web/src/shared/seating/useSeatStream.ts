/**
 * Live seat changes of one event or season: an EventSource on /v2/push/{setupType}/{uuid}. `seat` events carry
 * one seat's new state; `sector` events the sector's exact free count once changes settle (a `seat` event's
 * count may be slightly stale under concurrency); `access` that the club changed which sectors are kept for
 * which roles (what this viewer may open must be read again); `resync` means the server lost our place and the
 * maps must be read again. The fans' pages and the club's seat editor each apply them to their own cached maps.
 */
import type { PushMessage } from '@hokej/contract';
import type { SetupType } from '@hokej/contract/constants';
import { useEffect, useRef } from 'react';
import { parseSectorAccess, parseSectorCount, type SectorCount } from './seatUpdates.ts';

export interface SeatStreamHandlers {
  onSeat: (message: PushMessage) => void;
  onSector: (count: SectorCount) => void;
  onAccess: () => void;
  onResync: () => void;
}

export function useSeatStream(setupType: SetupType, uuid: string | undefined, handlers: SeatStreamHandlers) {
  // The latest handlers without reopening the stream on every render.
  const latest = useRef(handlers);
  latest.current = handlers;
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
      latest.current.onSeat(message);
    };
    const onSector = (event: MessageEvent<string>) => {
      const count = parseSectorCount(event.data);
      if (count && count.uuid === uuid && count.setupType === setupType) latest.current.onSector(count);
    };
    const onAccess = (event: MessageEvent<string>) => {
      const access = parseSectorAccess(event.data);
      if (access && access.uuid === uuid && access.setupType === setupType) latest.current.onAccess();
    };
    const onResync = () => latest.current.onResync();
    source.addEventListener('seat', onSeat);
    source.addEventListener('sector', onSector);
    source.addEventListener('access', onAccess);
    source.addEventListener('resync', onResync);
    return () => {
      source.removeEventListener('seat', onSeat);
      source.removeEventListener('sector', onSector);
      source.removeEventListener('access', onAccess);
      source.removeEventListener('resync', onResync);
      source.close();
    };
  }, [setupType, uuid]);
}
