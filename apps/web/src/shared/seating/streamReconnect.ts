/**
 * How a page's live seat stream comes back after the server refused it (429 when full, 5xx) or the browser
 * gave up on it: the browser's EventSource reconnects by itself only after a dropped 200 stream, and closes
 * for good on any other answer. So the page reconnects itself with a growing, jittered delay (thousands of
 * pages refused at once must not return at once) and passes the last event id it saw, so that the server
 * replays what it missed.
 */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/** The delay before reconnect number `attempt` (0, 1, …): between half and all of base·2^attempt, at most the max. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The stream's address; `lastEventId` (EventSource cannot set the Last-Event-ID header itself) when known. */
export function streamUrl(setupType: string, uuid: string, lastEventId: string | null): string {
  const base = `/v2/push/${setupType}/${uuid}`;
  return lastEventId ? `${base}?lastEventId=${encodeURIComponent(lastEventId)}` : base;
}
