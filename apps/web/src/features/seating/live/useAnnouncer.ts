/**
 * The seat page's polite live region: one message at a time, each read once. The same text twice in a row
 * (two seats taken one after another in the same words) is still read: a counter keys the message.
 */
import { useCallback, useState } from 'react';

export interface Announcement {
  text: string;
  id: number;
}

export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', id: 0 });
  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, id: a.id + 1 })), []);
  return { announcement, announce };
}
