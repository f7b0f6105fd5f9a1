/** True on a phone-sized screen (below Bootstrap's sm breakpoint), following the screen as it turns. */
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 575.98px)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export const useNarrowScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches === true,
    () => false,
  );
