import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PushLinkQuery, Uuid } from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { errorResponses } from '../../http/responses.ts';
import { fail } from '../../http/shop-error.ts';
import type { Decision } from './card-provider.ts';
import { sandboxPage } from './sandbox-page.ts';

const DECISIONS = ['APPROVED', 'DECLINED', 'ABANDONED'] as const;

/**
 * The sandbox gateway's hosted page and the fan's decision on it (hidden from the API documentation);
 * registered only with PAYMENT_PROVIDER=sandbox, so never in production (app.ts).
 */
export const sandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sandbox, payments } = app.services;
  if (!sandbox) throw new Error('sandbox routes need PAYMENT_PROVIDER=sandbox');

  // The hosted page of the sandbox gateway (a real gateway's page lives on its own site).
  const PaymentParams = Type.Object({ paymentId: Uuid });
  // A push order's payment carries its link's secret, for the browser's way back (returnPath).
  const ReturnQuery = PushLinkQuery;
  app.get(
    '/payment/sandbox/:paymentId',
    {
      config: { validationCode: 'PAYMENT_PARAMETERS_MISSING' },
      schema: { hide: true, params: PaymentParams, querystring: ReturnQuery },
    },
    async (request, reply) => {
      const [payment] = await queryRows<{
        id: string;
        amount: number;
        orderNumber: number;
        decided: string | null;
        language: 'sk' | 'en';
      }>(
        app.database.db,
        sql`select p.id, p.amount, o.order_number::int as "orderNumber", o.language,
            (select decision from sandbox_payments sp where sp.payment_id = p.id) as decided
          from payments p join orders o on o.id = p.order_id where p.id = ${request.params.paymentId}`,
      );
      if (!payment) fail('ORDER_NOT_FOUND');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxPage(payment, request.query.pushId));
    },
  );

  await app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    form.post(
      '/payment/sandbox/:paymentId',
      {
        config: { validationCode: 'PAYMENT_PARAMETERS_MISSING' },
        schema: {
          hide: true,
          params: PaymentParams,
          querystring: ReturnQuery,
          body: Type.Object({ decision: Type.Union(DECISIONS.map((d) => Type.Literal(d))) }),
        },
      },
      async (request, reply) => {
        const { paymentId } = request.params as { paymentId: string };
        const { decision } = request.body as { decision: Decision };
        const { pushId } = request.query as { pushId?: string };
        return reply.redirect(await sandbox.decide(paymentId, decision, pushId), 303);
      },
    );
  });

  // Notifications are verified over the exact bytes signed, so this scope keeps JSON bodies as text.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/payment/notify/sandbox',
      {
        schema: {
          tags: ['payments'],
          summary: 'Podpísané oznámenie brány o výsledku platby (server–server)',
          response: { 200: Type.Object({ received: Type.Boolean() }), ...errorResponses(400) },
        },
      },
      (request) =>
        payments.notification(String(request.body ?? ''), request.headers['x-sandbox-signature'] as string),
    );
  });

  // The browser's signed way back from the provider; it settles nothing by itself (browserReturn).
  app.get(
    '/payment/return/sandbox',
    {
      config: { validationCode: 'PAYMENT_PARAMETERS_MISSING' },
      schema: {
        hide: true,
        querystring: Type.Object({
          paymentId: Uuid,
          pushId: Type.Optional(Type.String({ maxLength: 200 })),
          t: Type.String({ maxLength: 20 }),
          sig: Type.String({ maxLength: 200 }),
        }),
      },
    },
    async (request, reply) => reply.redirect(await payments.browserReturn(request.query), 303),
  );
};
