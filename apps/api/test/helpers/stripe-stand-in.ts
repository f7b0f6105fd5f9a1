import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A stand-in for the parts of Stripe's HTTP API the shop calls (checkout sessions create, retrieve,
// expire; refunds create), answering in Stripe's JSON shapes, on loopback. The shop talks to it with the
// real `stripe` SDK (STRIPE_API_URL). It also plays Stripe's side: a fan paying or leaving the hosted
// Checkout page, and webhooks signed with the SDK's own generateTestHeaderString.

type Session = {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: string;
  locale: string | null;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  line_items_sent: unknown;
};
type Refund = { id: string; object: 'refund'; amount: number; payment_intent: string; status: string };
export type StandInRequest = { method: string; path: string; idempotencyKey?: string; key?: string };

type Deferred = { promise: Promise<void>; resolve: () => void };
function deferred(): Deferred {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=x` form fields (how the SDK encodes a request) as a nested object. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

export async function startStripeStandIn(options: { webhookSecret: string; webhookUrl?: string }) {
  const sessions = new Map<string, Session>();
  const refunds: Refund[] = [];
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  const requests: StandInRequest[] = [];
  /** Calls made to wait (a slow or hanging Stripe): per "METHOD /path", the next calls' gates. */
  type Hold = { gate: Deferred; arrived: Deferred };
  const holds = new Map<string, Hold[]>();
  /** The shop's answers to the webhooks delivered to webhookUrl, in order. */
  const webhookAnswers: number[] = [];
  const sdk = new Stripe('sk_test_stand_in');
  let base = '';

  const error = (status: number, type: string, message: string, code?: string) => ({
    status,
    body: { error: { type, message, ...(code ? { code } : {}) } },
  });

  function createSession(params: Record<string, unknown>) {
    const lines = params.line_items as Record<
      string,
      { price_data: { unit_amount: string; currency: string } }
    >;
    const line = lines?.['0']?.price_data;
    if (!line || !params.success_url || !params.cancel_url)
      return error(400, 'invalid_request_error', 'Missing required param: line_items.');
    const sessionId = id('cs');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      amount_total: Number(line.unit_amount),
      currency: line.currency,
      client_reference_id: (params.client_reference_id as string) ?? null,
      customer_email: (params.customer_email as string) ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      mode: String(params.mode),
      locale: (params.locale as string) ?? null,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      url: `${base}/c/pay/${sessionId}`,
      expires_at: Number(params.expires_at ?? now() + 86_400),
      created: now(),
      livemode: false,
      line_items_sent: params.line_items,
    };
    sessions.set(sessionId, session);
    return { status: 200, body: session };
  }

  function expire(session: Session) {
    if (session.status !== 'open')
      return error(400, 'invalid_request_error', 'Only open sessions can be expired.');
    Object.assign(session, { status: 'expired', url: null });
    return { status: 200, body: session };
  }

  function refund(params: Record<string, unknown>) {
    const intent = String(params.payment_intent ?? '');
    const session = [...sessions.values()].find((s) => s.payment_intent === intent && intent);
    if (!session) return error(404, 'invalid_request_error', `No such payment_intent: '${intent}'`);
    const amount = params.amount === undefined ? session.amount_total : Number(params.amount);
    const refunded = refunds.filter((r) => r.payment_intent === intent).reduce((s, r) => s + r.amount, 0);
    if (refunded + amount > session.amount_total)
      return error(
        400,
        'invalid_request_error',
        'Charge has already been refunded.',
        'charge_already_refunded',
      );
    const made: Refund = {
      id: id('re'),
      object: 'refund',
      amount,
      payment_intent: intent,
      status: 'succeeded',
    };
    refunds.push(made);
    return { status: 200, body: made };
  }

  function listRefunds(params: Record<string, unknown>) {
    const data = refunds.filter((r) => r.payment_intent === params.payment_intent);
    return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
  }

  function route(method: string, path: string, params: Record<string, unknown>) {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'POST' && path === '/v1/refunds') return refund(params);
    if (method === 'GET' && path === '/v1/refunds') return listRefunds(params);
    const found = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = found && sessions.get(found[1] as string);
    if (!session) return error(404, 'invalid_request_error', 'No such checkout.session');
    if (method === 'GET' && !found[2]) return { status: 200, body: session };
    if (method === 'POST' && found[2]) return expire(session);
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  async function api(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', base);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      idempotencyKey,
      key: req.headers.authorization,
    });
    let answer: { status: number; body: unknown };
    if (!req.headers.authorization?.startsWith('Bearer sk_'))
      answer = error(401, 'invalid_request_error', 'Invalid API Key provided');
    else if (idempotencyKey && idempotent.has(idempotencyKey)) {
      const kept = idempotent.get(idempotencyKey) as { params: string; status: number; body: unknown };
      answer =
        kept.params === `${req.method} ${url.pathname} ${body}`
          ? kept
          : error(
              400,
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters',
            );
    } else {
      const hold = holds.get(`${req.method} ${url.pathname}`)?.shift();
      if (hold) {
        hold.arrived.resolve();
        await hold.gate.promise;
      }
      const params = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : body);
      answer = route(req.method ?? '', url.pathname, params);
      if (idempotencyKey && req.method === 'POST')
        idempotent.set(idempotencyKey, { params: `${req.method} ${url.pathname} ${body}`, ...answer });
    }
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(answer.body));
  }

  /** The hosted Checkout page (for the browser test): pay, or go back to the shop. */
  async function hosted(req: IncomingMessage, res: ServerResponse, body: string) {
    const sessionId = (req.url ?? '').split('/').pop()?.split('?')[0] ?? '';
    const session = sessions.get(sessionId);
    if (session?.status !== 'open') {
      res.writeHead(410, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!doctype html><html lang="sk"><title>Platba</title><main><h1>Platba už nie je otvorená</h1></main></html>',
      );
      return;
    }
    if (req.method === 'POST') {
      const action = new URLSearchParams(body).get('action');
      const back = action === 'pay' ? await standIn.pay(sessionId) : session.cancel_url;
      res.writeHead(303, { location: back.replace('{CHECKOUT_SESSION_ID}', sessionId) });
      res.end();
      return;
    }
    const euro = (session.amount_total / 100).toFixed(2).replace('.', ',');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="sk"><head><meta charset="utf-8"><title>Stripe Checkout (stand-in)</title></head>
<body><main><h1>Zaplatiť ${euro} €</h1><p>${session.customer_email ?? ''}</p>
<form method="post"><button name="action" value="pay">Zaplatiť kartou</button>
<button name="action" value="cancel">Späť do obchodu</button></form></main></body></html>`);
  }

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const handler = req.url?.startsWith('/c/pay/') ? hosted : api;
      handler(req, res, body).catch((err) => {
        res.writeHead(500);
        res.end(String(err));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function sessionOfPayment(paymentId: string): Session {
    const found = [...sessions.values()].find((s) => s.metadata.paymentId === paymentId);
    if (!found) throw new Error(`no Checkout Session for payment ${paymentId}`);
    return found;
  }

  const standIn = {
    url: base,
    sessions,
    refunds,
    requests,
    webhookAnswers,
    sessionOfPayment,

    /** A webhook event about `session`, as Stripe sends it: the body and its Stripe-Signature header. */
    event(type: string, session: Session, eventId = id('evt')) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: session },
      });
      const signature = sdk.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
      return { payload, signature };
    },

    /** Posts a signed event to the shop's webhook (webhookUrl); answers the shop's status. */
    async deliver(type: string, session: Session): Promise<number> {
      if (!options.webhookUrl) throw new Error('the stand-in was given no webhookUrl');
      const { payload, signature } = standIn.event(type, session);
      const answer = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      webhookAnswers.push(answer.status);
      return answer.status;
    },

    /** The fan pays the session at Stripe; with a webhookUrl the completed event is sent. Answers success_url. */
    async pay(sessionId: string): Promise<string> {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: id('pi'),
        url: null,
      });
      if (options.webhookUrl) await standIn.deliver('checkout.session.completed', session);
      return session.success_url;
    },

    /**
     * The next call of `method path` hangs (Stripe slow or unreachable) until the answer's `release`;
     * `arrived` resolves when the call has reached the stand-in. Later calls answer at once.
     */
    hangNext(method: string, path: string) {
      const hold = { gate: deferred(), arrived: deferred() };
      holds.set(`${method} ${path}`, [...(holds.get(`${method} ${path}`) ?? []), hold]);
      return { arrived: hold.arrived.promise, release: () => hold.gate.resolve() };
    },

    /** The session lapses at Stripe (nobody paid in time). */
    expire(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { status: 'expired', url: null });
      return session;
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
