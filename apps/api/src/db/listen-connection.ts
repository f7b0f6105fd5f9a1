import pg from 'pg';

export type Listener = (payload: string) => void;
type Channel = { listeners: Set<Listener>; onReconnect: Set<() => void> };

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5000;

/**
 * One dedicated PostgreSQL connection per process for every LISTEN channel. When it is lost (a
 * failover, a restart, pg_terminate_backend) exactly one reconnect loop replaces it, waiting 250 ms,
 * then twice as long after each failed try up to 5 s; the lost client is ended, so a drop never leaves
 * a connection behind. Once back, it listens on every channel again and calls each `onReconnect`
 * (what was notified meanwhile is gone, so the subscribers catch up their own way).
 */
export function createListenConnection(options: {
  url: string;
  applicationName: string;
  log: (message: string) => void;
}) {
  const channels = new Map<string, Channel>();
  let client: pg.Client | undefined;
  let opening: Promise<void> | undefined;
  let reconnecting: Promise<void> | undefined;
  let closed = false;
  let wake: (() => void) | undefined;

  const listenOn = (c: pg.Client, channel: string) => c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: options.url,
      application_name: options.applicationName,
      keepAlive: true,
    });
    next.on('notification', (msg) => {
      if (msg.payload === undefined) return;
      for (const listener of channels.get(msg.channel)?.listeners ?? []) listener(msg.payload);
    });
    // Always handled: an 'error' without a listener would end the process.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await listenOn(next, channel);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    return next;
  }

  // A client that failed between its LISTEN and being made the connection (its events were ignored).
  const isDead = (c: pg.Client) => {
    const state = c as unknown as { _ended?: boolean; _queryable?: boolean };
    return state._ended === true || state._queryable === false;
  };

  /** Makes `next` the connection; one that died before this point is replaced at once. */
  function adopt(next: pg.Client) {
    client = next;
    if (isDead(next)) lost(next);
  }

  /** The current connection failed or ended: end it for sure and start the one reconnect loop. */
  function lost(which: pg.Client) {
    if (which !== client || closed) return;
    client = undefined;
    which.end().catch(() => {});
    options.log('PostgreSQL LISTEN connection lost: reconnecting');
    reconnecting ??= reconnect().finally(() => {
      reconnecting = undefined;
    });
  }

  async function reconnect() {
    for (let delay = FIRST_RETRY_MS; !closed; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (closed) return;
      let next: pg.Client;
      try {
        next = await open();
      } catch (err) {
        const wait = Math.min(delay * 2, MAX_RETRY_MS);
        options.log(`PostgreSQL LISTEN reconnect failed (${(err as Error).message}), next try in ${wait} ms`);
        continue;
      }
      if (closed || isDead(next)) {
        await next.end().catch(() => {});
        continue;
      }
      client = next;
      options.log('PostgreSQL LISTEN connection back');
      for (const { onReconnect } of channels.values()) for (const run of onReconnect) run();
      return;
    }
  }

  return {
    /** Whether the connection is up now (readiness, metrics); false while it is being replaced. */
    connected: () => client !== undefined && !closed,
    /** Subscribes to `channel`; the returned function unsubscribes. */
    async listen(channel: string, listener: Listener, onReconnect?: () => void) {
      const entry = channels.get(channel) ?? { listeners: new Set(), onReconnect: new Set() };
      const isNew = !channels.has(channel);
      channels.set(channel, entry);
      entry.listeners.add(listener);
      if (onReconnect) entry.onReconnect.add(onReconnect);
      if (!client && !reconnecting) {
        opening ??= open()
          .then(adopt)
          .finally(() => {
            opening = undefined;
          });
        await opening;
      }
      // If this fails the connection is being lost; its replacement listens on every channel in the map.
      if (client && isNew) await listenOn(client, channel).catch(() => {});
      return async () => {
        entry.listeners.delete(listener);
        if (onReconnect) entry.onReconnect.delete(onReconnect);
        if (entry.listeners.size > 0) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      wake?.();
      await reconnecting;
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
