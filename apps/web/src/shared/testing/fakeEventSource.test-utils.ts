/**
 * The browser's EventSource, driven by the test: every stream the page opens is kept in `made`, and the
 * test plays the server (the answer, events, the connection's end). A test puts it in place with
 * `vi.stubGlobal('EventSource', FakeEventSource)` and empties `made` after each.
 */
export class FakeEventSource {
  static made: FakeEventSource[] = [];
  readyState = 0;
  readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  /** The open stream of `url` (the latest one the page made), or an error. */
  static streamOf(url: string) {
    const stream = [...FakeEventSource.made].reverse().find((s) => s.url === url && !s.closed);
    if (!stream) throw new Error(`no live stream of ${url}`);
    return stream;
  }
  get closed() {
    return this.readyState === 2;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.readyState = 2;
  }
  protected fire(type: string, init: MessageEventInit<string> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, init));
  }
  /** One server event of `type` with `data` as its JSON (and the event id, when given). */
  emit(type: string, data: unknown, lastEventId?: string) {
    this.fire(type, { data: JSON.stringify(data), ...(lastEventId ? { lastEventId } : {}) });
  }
  /** The server answered 200 and the stream is open. */
  accept() {
    this.readyState = 1;
    this.fire('open');
  }
  /** The server answered something else than a 200 stream (e.g. 429): the browser gives up for good. */
  refuse() {
    this.readyState = 2;
    this.fire('error');
  }
  /** The connection dropped: the browser reconnects by itself (CONNECTING). */
  drop() {
    this.readyState = 0;
    this.fire('error');
  }
}
