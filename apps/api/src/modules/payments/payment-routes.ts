import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckPaymentQuery, PaymentCheck, Uuid } from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** The payment status check, and the provider's notifications and browser returns. */
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
