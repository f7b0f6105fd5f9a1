import { ERROR_CODES } from '@hokej/contract';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Every /v2 route of the API and its methods: the OpenAPI document must list exactly these. */
const ROUTES: Record<string, string[]> = {
  // Account
  '/v2/user/login': ['post'],
  '/v2/user/refresh': ['post'],
  '/v2/user/logout': ['post'],
  '/v2/user/registration': ['post'],
  '/v2/user/verify-email': ['get'],
  '/v2/user/verify-resend': ['post'],
  '/v2/user/reset-password-request': ['post'],
  '/v2/user/reset-password-finish': ['post'],
  '/v2/user/my-account': ['get'],
  '/v2/user': ['patch'],
  '/v2/user/change-password': ['post'],
  '/v2/user/verify-phone-send-code': ['post'],
  '/v2/user/verify-phone': ['post'],
  // Catalogue, arena and news
  '/v2/event': ['get'],
  '/v2/season': ['get'],
  '/v2/season/offers': ['get'],
  '/v2/arena/{id}': ['get'],
  '/v2/{type}/arena/{id}': ['get'],
  '/v2/arena/{id}/sector/{sector}': ['get'],
  '/v2/{type}/arena/{id}/sector/{sector}': ['get'],
  '/v2/push/{setupType}/{uuid}': ['get'],
  '/v2/article': ['get'],
  '/v2/article/{id}': ['get'],
  '/v2/club/settings': ['get'],
  '/v2/club/crest': ['get'],
  // Cart, checkout, payments and My orders
  '/v2/event/{uuid}/calendar.ics': ['get'],
  '/v2/calendar/{token}.ics': ['get'],
  '/v2/user/calendar': ['get'],
  '/v2/user/calendar/renew': ['post'],
  '/v2/wallet': ['get'],
  '/v2/orders/{id}/tickets/{serial}/wallet.pkpass': ['get'],
  '/v2/orders/{id}/tickets/{serial}/google-wallet': ['get'],
  '/v2/orders/{id}/tickets/{serial}/transfer': ['post'],
  '/v2/orders/{id}/tickets/{serial}/transfer-matches': ['get'],
  '/v2/transfers': ['get'],
  '/v2/transfers/{id}/cancel': ['post'],
  '/v2/transfers/{id}/ticket': ['get'],
  '/v2/transfers/{id}/wallet.pkpass': ['get'],
  '/v2/transfers/{id}/google-wallet': ['get'],
  '/v2/transfer/{secret}': ['get'],
  '/v2/transfer/{secret}/accept': ['post'],
  '/v2/cart': ['get', 'post', 'put'],
  '/v2/cart/presale/{id}': ['get'],
  '/v2/cart/pay': ['post'],
  '/v2/payment/types': ['get'],
  '/v2/payment/check-payment': ['get'],
  '/v2/payment/notify/sandbox': ['post'],
  '/v2/orders': ['get'],
  '/v2/orders/{id}/pay': ['post'],
  '/v2/orders/{id}/invoice': ['get'],
  '/v2/orders/{id}/tickets': ['get'],
  '/v2/orders/{id}/tickets/{serial}': ['get'],
  '/v2/orders/{id}/credit-note': ['get'],
  '/v2/orders/{id}/installments/{partNo}/link': ['post'],
  '/v2/invoices': ['get'],
  // Push carts and installment links (pay by link)
  '/v2/cart/push/{id}': ['get', 'put'],
  '/v2/cart/push/pay/{id}': ['post'],
  '/v2/invoice/push/{id}': ['get'],
  '/v2/invoice/push/pay/{id}': ['post'],
  // Season tickets
  '/v2/season/tickets': ['get'],
  '/v2/season/tickets/{id}/registration': ['post'],
  '/v2/season/tickets/{id}/photo': ['get'],
  '/v2/season/renewals': ['get'],
  '/v2/season/renewals/{id}/renew': ['post'],
  '/v2/season/renewals/{id}/decline': ['post'],
  '/v2/season/renewals/{id}/relocate': ['post'],
  '/v2/event/{uuid}/waiting-list': ['get', 'post', 'delete'],
  '/v2/waiting-list/offers/{id}': ['get'],
  '/v2/waiting-list/offers/{id}/claim': ['post'],
  '/v2/season/tickets/{id}/releases': ['get'],
  '/v2/season/tickets/{id}/releases/{matchId}': ['post', 'delete'],
  '/v2/season/tickets/{id}/releases/{matchId}/credit-note': ['get'],
  // The virtual waiting room
  '/v2/queue': ['get'],
  '/v2/queue/{id}/entry': ['get', 'post'],
  '/v2/admin/queue': ['get', 'post'],
  '/v2/admin/queue/{id}': ['get', 'patch'],
  '/v2/admin/queue/{id}/pause': ['post'],
  '/v2/admin/queue/{id}/resume': ['post'],
  '/v2/admin/queue/{id}/close': ['post'],
  '/v2/admin/renewals': ['get', 'post'],
  '/v2/admin/renewals/{id}': ['get', 'patch'],
  '/v2/admin/renewals/{id}/offers': ['get'],
  '/v2/admin/renewals/{id}/relocation': ['get', 'put'],
  '/v2/admin/renewals/offers/{id}/renew': ['post'],
  '/v2/admin/events/{id}/waiting-list': ['get'],
  '/v2/admin/events/{id}/waiting-list/pause': ['post'],
  '/v2/admin/events/{id}/waiting-list/resume': ['post'],
  // The gate
  '/v2/tickets/check/matches': ['get'],
  '/v2/tickets/check': ['post'],
  // Back office
  '/v2/admin/push-carts': ['get', 'post'],
  '/v2/admin/push-carts/{id}': ['delete'],
  '/v2/admin/orders': ['get'],
  '/v2/admin/orders/{id}': ['get'],
  '/v2/admin/orders/{id}/resend-tickets': ['post'],
  '/v2/admin/orders/{id}/cancel': ['post'],
  '/v2/admin/orders/{id}/refund': ['post'],
  '/v2/admin/orders/{id}/refunds/{refundId}/sent': ['post'],
  '/v2/admin/orders/{id}/invoice': ['get'],
  '/v2/admin/orders/{id}/tickets': ['get'],
  '/v2/admin/orders/{id}/credit-note': ['get'],
  '/v2/admin/orders/{id}/installments/{partNo}/revoke-links': ['post'],
  '/v2/admin/bank-statements': ['post'],
  '/v2/admin/audit-log': ['get'],
  '/v2/admin/coupons': ['get', 'post'],
  '/v2/admin/coupons/{id}': ['get', 'patch'],
  '/v2/admin/coupons/{id}/deactivate': ['post'],
  '/v2/admin/articles': ['get', 'post'],
  '/v2/admin/club/color': ['put'],
  '/v2/admin/club/crest': ['put', 'delete'],
  '/v2/admin/articles/{id}': ['get', 'put', 'delete'],
  '/v2/admin/payment-types': ['get', 'put'],
  '/v2/admin/orders/{id}/payment-link': ['post'],
  '/v2/admin/orders/{id}/payment-link/revoke': ['post'],
  '/v2/admin/sales': ['get'],
  '/v2/admin/sales/{id}': ['get'],
  '/v2/admin/sales/{id}/seats': ['get'],
  '/v2/admin/sales/{id}/orders.csv': ['get'],
  '/v2/admin/sales/{id}/tickets.csv': ['get'],
  '/v2/admin/templates': ['get'],
  '/v2/admin/events': ['get', 'post'],
  '/v2/admin/events/{id}': ['get', 'patch', 'delete'],
  '/v2/admin/events/{id}/presale': ['put'],
  '/v2/admin/events/{id}/publish': ['post'],
  '/v2/admin/events/{id}/unpublish': ['post'],
  '/v2/admin/events/{id}/prices': ['put'],
  '/v2/admin/events/{id}/seats': ['put'],
  '/v2/admin/events/{id}/seats/accessibility': ['put'],
  '/v2/admin/events/{id}/arena': ['get'],
  '/v2/admin/events/{id}/sector/{sector}': ['get'],
  '/v2/admin/seasons': ['get', 'post'],
  '/v2/admin/seat-releases': ['get'],
  '/v2/admin/seat-releases/{id}/credit-note': ['get'],
  '/v2/admin/seasons/{id}': ['get', 'patch', 'delete'],
  '/v2/admin/seasons/{id}/presale': ['put'],
  '/v2/admin/seasons/{id}/publish': ['post'],
  '/v2/admin/seasons/{id}/unpublish': ['post'],
  '/v2/admin/seasons/{id}/prices': ['put'],
  '/v2/admin/seasons/{id}/seats': ['put'],
  '/v2/admin/seasons/{id}/seats/accessibility': ['put'],
  '/v2/admin/seasons/{id}/arena': ['get'],
  '/v2/admin/seasons/{id}/sector/{sector}': ['get'],
  '/v2/admin/setups/{id}/sector-roles': ['get', 'put'],
  '/v2/health/live': ['get'],
  '/v2/health/ready': ['get'],
};

type Operation = {
  summary?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
};

describe('OpenAPI document on pglite', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const res = await t.app.inject({ method: 'GET', url: '/v2/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is an OpenAPI 3 document of the shop’s API', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toContain('HK Orly Zvolen');
  });

  it('lists exactly the /v2 routes of the shop with their methods: none missing, none undocumented', () => {
    const routes = (paths: Record<string, Record<string, unknown> | string[]>) =>
      Object.entries(paths).flatMap(([path, methods]) =>
        (Array.isArray(methods) ? methods : Object.keys(methods)).map((method) => `${method} ${path}`),
      );
    expect(routes(doc.paths).sort()).toEqual(routes(ROUTES).sort());
  });

  it('documents only routes that the app really answers, and hides the health probe', () => {
    expect(doc.paths['/v2/health']).toBeUndefined();
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path.startsWith('/v2/')).toBe(true);
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      for (const method of Object.keys(operations)) {
        expect(
          t.app.hasRoute({ url, method: method.toUpperCase() as HTTPMethods }),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
  });

  it('every operation has a Slovak summary and its path parameters', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(operations)) {
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        const params = (op.parameters ?? []).filter((p) => p.in === 'path');
        expect(params.map((p) => p.name).sort(), `${method} ${path}`).toEqual([...names].sort());
        for (const p of params) expect(p.required).toBe(true);
      }
    }
  });

  it('the summaries use the glossary’s words (issue 20: prijatá vstupenka, obdobie presunov)', () => {
    const summaries = Object.values(doc.paths).flatMap((operations) =>
      Object.values(operations).map((op) => op.summary ?? ''),
    );
    expect(summaries.filter((s) => /prevzat|okn(o|a|e|u|om)\s+presunov/i.test(s))).toEqual([]);
    expect(summaries).toContain('Prijatá vstupenka príjemcu (PDF s novým QR kódom)');
    expect(summaries.some((s) => s.includes('(v období presunov, keď je držiteľ na rade)'))).toBe(true);
  });

  it('documents the request bodies of login, refresh and the cart', () => {
    for (const [path, method] of [
      ['/v2/user/login', 'post'],
      ['/v2/user/refresh', 'post'],
      ['/v2/cart', 'post'],
      ['/v2/cart', 'put'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op?.requestBody?.content['application/json']?.schema, `${method} ${path}`).toBeDefined();
    }
    const login = doc.paths['/v2/user/login']?.post?.requestBody?.content['application/json']?.schema as {
      required: string[];
    };
    expect(login.required.sort()).toEqual(['email', 'password']);
  });

  it('documents the success body of every JSON route and the error envelope with the catalogue codes', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (path.startsWith('/v2/push/')) continue; // an event stream, not JSON
      for (const [method, op] of Object.entries(operations)) {
        if (op.responses['204']) continue; // no body (logout)
        const success = op.responses['200'] ?? op.responses['201'] ?? op.responses['202'];
        const content = success?.content;
        // The other answers (tickets as PDF, sales exports as CSV, a holder's photo, the club's crest, calendars) are
        // documented as such.
        expect(
          content?.['application/json']?.schema ??
            content?.['application/pdf'] ??
            content?.['text/csv'] ??
            content?.['text/calendar'] ??
            content?.['application/vnd.apple.pkpass'] ??
            content?.['image/jpeg'] ??
            content?.['image/png'],
          `${method} ${path}`,
        ).toBeDefined();
      }
    }
    const login = doc.paths['/v2/user/login']?.post;
    expect(Object.keys(login?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '429']);
    const error = login?.responses['401']?.content?.['application/json']?.schema as {
      required: string[];
      properties: { code: { anyOf?: Array<{ enum: string[] }>; enum?: string[] } };
    };
    expect(error.required).toEqual(expect.arrayContaining(['status', 'code', 'message']));
    const codes = error.properties.code.enum ?? error.properties.code.anyOf?.flatMap((a) => a.enum) ?? [];
    expect(codes.sort()).toEqual([...ERROR_CODES].sort());
    const cart = doc.paths['/v2/cart']?.get;
    expect(cart?.responses['401']).toBeDefined();
  });

  it('serves the interactive documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
    const asset = res.body.match(/href="([^"]*swagger-ui\.css)"/)?.[1];
    expect(asset).toBeDefined();
    const css = await t.app.inject({ method: 'GET', url: asset ?? '' });
    expect(css.statusCode).toBe(200);
  });
});
