import type { EventsResponse } from '@hokej/contract';
import { useEffect } from 'react';
import { shopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { readStored, writeStored } from '../../../shared/storage/localStore.ts';
import { useGetEventsQuery } from './eventEndpoints.ts';

const EVENTS_STORAGE_KEY = 'events';

/** The event list, kept in localStorage so a returning fan sees the last offer while it reloads. */
export function useEventList(options: { skip?: boolean } = {}) {
  const query = useGetEventsQuery(shopLanguage(), { skip: options.skip });
  useEffect(() => {
    if (query.data) writeStored(EVENTS_STORAGE_KEY, query.data);
  }, [query.data]);
  const stored = query.data ? null : readStored<EventsResponse>(EVENTS_STORAGE_KEY);
  return { ...query, data: query.data ?? stored ?? undefined, fromStorage: !query.data && stored !== null };
}
