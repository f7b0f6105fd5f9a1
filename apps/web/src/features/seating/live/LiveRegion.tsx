import type { Announcement } from './useAnnouncer.ts';

/** Rendered from the page's first paint, so screen readers watch it before the first message. */
export function LiveRegion({ announcement }: { announcement: Announcement }) {
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="seat-announcer">
      <span key={announcement.id}>{announcement.text}</span>
    </div>
  );
}
