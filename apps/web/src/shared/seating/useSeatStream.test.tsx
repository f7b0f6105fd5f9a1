// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../testing/fakeEventSource.test-utils.ts';
import { RECONNECT_MAX_MS, reconnectDelay, streamUrl } from './streamReconnect.ts';
import { type SeatStreamHandlers, useSeatStream } from './useSeatStream.ts';

const MATCH = '11111111-1111-4111-8111-111111111111';

/** The fake browser stream, with the seat event this hook reads most. */
class SeatSource extends FakeEventSource {
  seat(id: string, name: string) {
    const seat = { sector: 'A11', row: '1', name };
    this.emit('seat', { uuid: MATCH, setupType: 'EVENT', seat, state: 'BOOKED', availableSeats: 3 }, id);
  }
}

const latest = () => {
  const source = FakeEventSource.made.at(-1) as SeatSource | undefined;
  if (!source) throw new Error('no stream opened');
  return source;
};

function openStream() {
  const handlers: SeatStreamHandlers = {
    onSeat: vi.fn(),
    onSector: vi.fn(),
    onAccess: vi.fn(),
    onResync: vi.fn(),
  };
  const view = renderHook(() => useSeatStream('EVENT', MATCH, handlers));
  return { handlers, view };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  vi.stubGlobal('EventSource', SeatSource);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeEventSource.made = [];
});

describe('the live seat stream comes back by itself', () => {
  it('after a refusal (429) it reconnects with a growing delay and resumes from the last event id', () => {
    const { handlers } = openStream();
    expect(latest().url).toBe(`/v2/push/EVENT/${MATCH}`);
    latest().accept();
    latest().seat('41', '7');
    expect(handlers.onSeat).toHaveBeenCalledTimes(1);

    // The server restarts and refuses the browser's own reconnect: EventSource closes for good.
    latest().refuse();
    expect(FakeEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(reconnectDelay(0) - 1);
    expect(FakeEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(latest().url).toBe(`/v2/push/EVENT/${MATCH}?lastEventId=41`);

    // Refused again: the next try waits longer.
    latest().refuse();
    vi.advanceTimersByTime(reconnectDelay(0));
    expect(FakeEventSource.made).toHaveLength(2);
    vi.advanceTimersByTime(reconnectDelay(1) - reconnectDelay(0));
    expect(FakeEventSource.made).toHaveLength(3);

    // Accepted: the server replays from id 41, so nothing is read again; events flow to the page.
    latest().accept();
    latest().seat('42', '8');
    expect(handlers.onSeat).toHaveBeenCalledTimes(2);
    expect(handlers.onResync).not.toHaveBeenCalled();

    // After success the delay starts small again, and the id is the newest seen.
    latest().refuse();
    vi.advanceTimersByTime(reconnectDelay(0));
    expect(latest().url).toBe(`/v2/push/EVENT/${MATCH}?lastEventId=42`);
  });

  it('a page refused before it saw any event reads its maps again once the stream is open', () => {
    const { handlers } = openStream();
    latest().refuse();
    vi.advanceTimersByTime(reconnectDelay(0));
    expect(latest().url).toBe(`/v2/push/EVENT/${MATCH}`);
    latest().accept();
    expect(handlers.onResync).toHaveBeenCalledTimes(1);
  });

  it('leaves a dropped 200 stream to the browser’s own reconnect, and stops for good when the page closes', () => {
    const { view } = openStream();
    latest().accept();
    latest().drop();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(FakeEventSource.made).toHaveLength(1);

    latest().refuse();
    view.unmount();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('spreads reconnects: the delay is jittered between half and all of its ceiling, which grows to 30 s', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
    expect(reconnectDelay(20, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(streamUrl('SEASON', MATCH, null)).toBe(`/v2/push/SEASON/${MATCH}`);
  });
});
