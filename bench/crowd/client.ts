import { Pool } from 'undici';

/** One answer: status, parsed JSON body (when JSON), Retry-After and the time it took. */
export type Answer<T = unknown> = {
  status: number;
  body: T;
  retryAfterS: number | undefined;
  location: string | undefined;
  ms: number;
};

/**
 * A share of the crowd's connections to the load balancer: a keep-alive pool of `connections` sockets
 * from one loopback address (`localAddress`, e.g. 127.0.3.7), shared by many simulated fans, as the
 * households and mobile carriers' gateways of a real crowd are; nginx passes the address on, so the
 * shop's per-address limits see many addresses, not one.
 */
export function createClient(baseUrl: string, connections: number, localAddress?: string) {
  const pool = new Pool(baseUrl, {
    connections,
    ...(localAddress ? { connect: { localAddress } } : {}),
    pipelining: 1,
    keepAliveTimeout: 60_000,
    headersTimeout: 60_000,
    bodyTimeout: 60_000,
  });
  let failures = 0;

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; json?: unknown; form?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.form;
    }
    const started = performance.now();
    try {
      const res = await pool.request({ method, path, headers, body });
      const text = await res.body.text();
      const ms = performance.now() - started;
      const type = String(res.headers['content-type'] ?? '');
      const retry = res.headers['retry-after'];
      return {
        status: res.statusCode,
        body: (type.includes('json') && text ? JSON.parse(text) : text) as T,
        retryAfterS: retry === undefined ? undefined : Number(retry),
        location: res.headers.location === undefined ? undefined : String(res.headers.location),
        ms,
      };
    } catch (err) {
      failures++;
      return { status: 0, body: String(err) as T, retryAfterS: 1, location: undefined, ms: 0 };
    }
  }

  return {
    get: <T>(path: string, token?: string, headers?: Record<string, string>) =>
      send<T>('GET', path, { token, headers }),
    post: <T>(path: string, json: unknown, token?: string, headers?: Record<string, string>) =>
      send<T>('POST', path, { json, token, headers }),
    postForm: (path: string, form: string) => send<string>('POST', path, { form }),
    failures: () => failures,
    close: () => pool.close(),
  };
}

export type Client = ReturnType<typeof createClient>;

/** `connections` keep-alive sockets spread over `addresses` loopback source addresses (127.0.x.y). */
export function createCrowdClients(baseUrl: string, connections: number, addresses: number): Client[] {
  const perAddress = Math.max(1, Math.round(connections / addresses));
  return Array.from({ length: addresses }, (_, i) =>
    createClient(baseUrl, perAddress, `127.0.${10 + Math.floor(i / 250)}.${1 + (i % 250)}`),
  );
}
