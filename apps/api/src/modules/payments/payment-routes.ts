import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckPaymentQuery, PaymentCheck } from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { stripeRoutes } from './stripe-routes.ts';

/**
 * The payment status check, and the card provider's own routes: its notifications and browser returns
 * (Stripe's or the sandbox's, whichever the shop runs; none without a provider).
 */
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

  const provider = app.services.cardProvider?.name;
  if (provider === 'stripe') await app.register(stripeRoutes);
  if (provider === 'sandbox') await app.register(sandboxRoutes);
};
