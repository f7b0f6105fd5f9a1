import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckPaymentQuery, PaymentCheck, PushLinkQuery, Uuid } from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { errorResponses } from '../../http/responses.ts';
import { fail } from '../../http/shop-error.ts';
import { currentUserId } from '../auth/guard.ts';
import type { Decision } from './sandbox-gateway.ts';
import { sandboxPage } from './sandbox-page.ts';

const DECISIONS = ['APPROVED', 'DECLINED', 'ABANDONED'] as const;

/** The payment status check, the gateway's notifications and the sandbox gateway's hosted page. */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { payments } = app.services;

  app.get(
    '/payment/check-payment',
    {
      // A push order is checked with its link's secret instead of a login.
      preValidation: app.guards.requireUserOrPushLink,
      config: { validationCode: 'PAYMENT_PARAMETERS_MISSING' },
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }, {}],
        summary:
          'Stav platby objednávky (opýta sa brány, ak oznámenie ešte neprišlo); objednávka z odkazu s pushId bez prihlásenia',
        querystring: CheckPaymentQuery,
        response: { 200: PaymentCheck, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => {
      const { orderId, pushId } = request.query;
      return payments.check(pushId ? { pushId } : { userId: currentUserId(request) }, orderId);
    },
  );

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
      }>(
        app.database.db,
        sql`select p.id, p.amount, o.order_number::int as "orderNumber",
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
        const { returnTo } = await payments.decide(paymentId, decision, pushId);
        return reply.redirect(returnTo, 303);
      },
    );
  });
};
