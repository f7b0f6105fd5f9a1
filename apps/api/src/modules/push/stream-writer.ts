import type { ServerResponse } from 'node:http';

/**
 * What one open page may have waiting in this process, unsent, before its stream is closed: a page that
 * does not read (a sleeping tab, a stalled network) must not make the server's memory grow. The browser
 * reconnects by itself after the `retry:` the stream began with, sending its Last-Event-ID, and the replay
 * (push-replay.ts) gives it what it missed. (A replay, at most 3 000 changes, is written without this check.)
 */
export const STREAM_BACKLOG_BYTES = 1024 * 1024;

/** Writes `text` to an open stream, or closes the stream when its reader is too far behind. */
export function writeToStream(raw: ServerResponse, text: string, backlog = STREAM_BACKLOG_BYTES): void {
  if (raw.destroyed) return;
  if (raw.writableLength > backlog) {
    raw.destroy();
    return;
  }
  raw.write(text);
}
