/**
 * Live seat changes of one event or season: an EventSource on /v2/push/{setupType}/{uuid}. `seat` events carry
 * one seat's new state; `sector` events the sector's exact free count once changes settle (a `seat` event's
 * count may be slightly stale under concurrency); `access` that the club changed which sectors are kept for
 * which roles (what this viewer may open must be read again); `resync` means the server lost our place and the
 * maps must be read again. A stream the server refused or the browser gave up on is opened again
 * (streamReconnect.ts), resuming from the last event id. The fans' pages and the club's seat editor each
 * apply them to their own cached maps.
 */
import type { PushMessage } from '@hokej/contract';
import type { SetupType } from '@hokej/contract/constants';
import { useEffect, useRef } from 'react';
import { parseSectorAccess, parseSectorCount, type SectorCount } from './seatUpdates.ts';
import { reconnectDelay, streamUrl } from './streamReconnect.ts';

export interface SeatStreamHandlers {
  /** A seat's change; `id` its event id when logged (a hold answered against it is judged as of then). */
  onSeat: (message: PushMessage, id?: number) => void;
  onSector: (count: SectorCount) => void;
  onAccess: () => void;
  onResync: () => void;
}

// EventSource.CLOSED: the browser will not reconnect by itself (the answer was not a 200 stream).
const CLOSED = 2;
const EVENTS = ['seat', 'sector', 'access', 'resync'] as const;

export function useSeatStream(setupType: SetupType, uuid: string | undefined, handlers: SeatStreamHandlers) {
  // The latest handlers without reopening the stream on every render.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!uuid || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let lastEventId: string | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const remember = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
    };
    const listeners: Record<(typeof EVENTS)[number], (event: MessageEvent<string>) => void> = {
      seat: (event) => {
        remember(event);
        let message: PushMessage;
        try {
          message = JSON.parse(event.data) as PushMessage;
        } catch {
          return;
        }
        latest.current.onSeat(message, event.lastEventId ? Number(event.lastEventId) : undefined);
      },
      sector: (event) => {
        const count = parseSectorCount(event.data);
        if (count && count.uuid === uuid && count.setupType === setupType) latest.current.onSector(count);
      },
      access: (event) => {
        remember(event);
        const access = parseSectorAccess(event.data);
        if (access && access.uuid === uuid && access.setupType === setupType) latest.current.onAccess();
      },
      resync: () => latest.current.onResync(),
    };
    const onOpen = () => {
      // Back after our own reconnect with nothing to resume from: what changed meanwhile is read again.
      if (attempt > 0 && lastEventId === null) latest.current.onResync();
      attempt = 0;
    };
    const onError = () => {
      if (!source || source.readyState !== CLOSED) return; // the browser is reconnecting by itself
      detach(source);
      timer = setTimeout(open, reconnectDelay(attempt));
      attempt += 1;
    };
    function detach(stream: EventSource) {
      for (const type of EVENTS) stream.removeEventListener(type, listeners[type]);
      stream.removeEventListener('open', onOpen);
      stream.removeEventListener('error', onError);
      stream.close();
    }
    function open() {
      const stream = new EventSource(streamUrl(setupType, uuid as string, lastEventId));
      source = stream;
      for (const type of EVENTS) stream.addEventListener(type, listeners[type]);
      stream.addEventListener('open', onOpen);
      stream.addEventListener('error', onError);
    }
    open();
    return () => {
      clearTimeout(timer);
      if (source) detach(source);
    };
  }, [setupType, uuid]);
}
