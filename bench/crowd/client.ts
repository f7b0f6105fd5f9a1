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
 * The crowd's connection to the load balancer: a keep-alive pool of `connections` sockets that all
 * simulated fans share (many fans per connection, as many browsers behind one proxy would be).
 */
export function createClient(baseUrl: string, connections: number) {
  const pool = new Pool(baseUrl, {
    connections,
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
