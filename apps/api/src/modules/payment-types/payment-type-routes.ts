import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AllowedPaymentTypes, PaymentTypeRoles } from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUser, currentUserId } from '../auth/guard.ts';

/** Which payment types a buyer may use, and the club's setting of it (ADMIN). */
export const paymentTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { paymentTypes } = app.services;
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));

  app.get(
    '/payment/types',
    {
      preValidation: app.guards.requireUser,
      schema: {
        tags: ['payment'],
        security: [{ bearer: [] }],
        summary: 'Spôsoby platby povolené pre rolu prihláseného používateľa',
        response: { 200: AllowedPaymentTypes, ...errorResponses(401) },
      },
    },
    async (request) => ({
      allowed: await paymentTypes.allowedFor(currentUser(request).roles),
      cardOffered: paymentTypes.cardOffered,
    }),
  );

  app.get(
    '/admin/payment-types',
    admin({
      summary: 'Roly, ktoré smú platiť jednotlivými spôsobmi (prázdny zoznam = všetci)',
      response: { 200: PaymentTypeRoles },
    }),
    () => paymentTypes.rules(),
  );

  app.put(
    '/admin/payment-types',
    admin({
      validationCode: 'PAYMENT_PARAMETERS_MISSING',
      summary: 'Nastaviť roly pre spôsoby platby',
      body: PaymentTypeRoles,
      response: { 200: PaymentTypeRoles },
      errors: [400],
    }),
    (request) => paymentTypes.replace(currentUserId(request), request.body),
  );
};
