import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Uuid } from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../http/responses.ts';

/** Stripe's webhook and the browser's return from Checkout; registered only with PAYMENT_PROVIDER=stripe. */
export const stripeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { payments } = app.services;

  // The SDK verifies the signature over the exact bytes Stripe sent, so this scope (this route only)
  // keeps the JSON body as raw text.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/payment/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Webhook Stripe (checkout.session.completed, async_payment_succeeded/failed, expired), overený podpisom',
          response: { 200: Type.Object({ received: Type.Boolean() }), ...errorResponses(400) },
        },
      },
      (request) =>
        payments.notification(String(request.body ?? ''), request.headers['stripe-signature'] as string),
    );
  });

  // Checkout's success_url and cancel_url; it settles nothing by itself (browserReturn asks Stripe).
  app.get(
    '/payment/return/stripe',
    {
      config: { validationCode: 'PAYMENT_PARAMETERS_MISSING' },
      schema: {
        hide: true,
        querystring: Type.Object({
          paymentId: Uuid,
          session_id: Type.String({ minLength: 1, maxLength: 255 }),
          pushId: Type.Optional(Type.String({ maxLength: 200 })),
          abandoned: Type.Optional(Type.Literal('1')),
        }),
      },
    },
    async (request, reply) => reply.redirect(await payments.browserReturn(request.query), 303),
  );
};
