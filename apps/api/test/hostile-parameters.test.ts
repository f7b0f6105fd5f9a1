import { ERROR_CODES } from '@hokej/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

/** Values that try to end a string early or climb out of a path. */
const HOSTILE = ['\u0000', 'a\u0000b', '../../../etc/passwd', '..\\..\\windows', '%00', '..%2F..%2Fetc'];

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  const?: unknown;
};
type Parameter = { in: string; name: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};

/** A value of the schema's shape with `value` in every string, so it gets as far as the schema lets it. */
function filled(schema: Schema | undefined, value: string, depth = 0): unknown {
  if (!schema || depth > 4) return value;
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return filled(choice, value, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, filled(inner, value, depth + 1)]),
    );
  }
  if (type === 'array') return [filled(schema.items, value, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return value;
}

type Call = { method: string; url: string; payload?: unknown; what: string };

/** Every documented operation, called once per hostile value in its path, query and JSON body. */
function hostileCalls(paths: Record<string, Record<string, Operation>>): Call[] {
  const calls: Call[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const body = op.requestBody?.content['application/json']?.schema;
      for (const value of HOSTILE) {
        const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
        const search = query.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
        const what = `${method.toUpperCase()} ${path} with ${JSON.stringify(value)}`;
        if (url !== path || search) calls.push({ method, url: search ? `${url}?${search}` : url, what });
        if (body) calls.push({ method, url, payload: filled(body, value), what: `${what} in the body` });
      }
    }
  }
  return calls;
}

describe.each(await availableKinds())('a NUL byte or ../ in any parameter on %s', (kind) => {
  let t: TestApp;
  let calls: Call[];
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.newUser(['USER', 'CASHIER', 'ADMIN'])).token;
    const doc = (await t.app.inject({ method: 'GET', url: '/v2/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    calls = hostileCalls(doc.paths);
  });
  afterAll(() => t.close());

  it('every route answers 400 or 404 (410 for a closed link) with a catalogue envelope, never 500', async () => {
    expect(calls.length).toBeGreaterThan(400);
    const wrong: string[] = [];
    for (const call of calls) {
      const answer = await t.app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers: bearer(token),
        ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      });
      const body = String(answer.headers['content-type'] ?? '').includes('json') ? answer.json() : undefined;
      const envelope =
        body?.status === answer.statusCode &&
        ERROR_CODES.includes(body?.code) &&
        typeof body?.message === 'string';
      if (![400, 404, 410].includes(answer.statusCode) || !envelope) {
        wrong.push(`${call.what}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
