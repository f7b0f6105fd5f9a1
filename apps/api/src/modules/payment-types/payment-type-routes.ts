import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AllowedPaymentTypes, PaymentTypeRoles } from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { currentUser, currentUserId } from '../auth/guard.ts';

/** Which payment types a buyer may use, and the club's setting of it (ADMIN). */
export const paymentTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { paymentTypes } = app.services;
  const admin = app.guards.requireRole('ADMIN');
  const adminSchema = { tags: ['admin'], security: [{ bearer: [] }] };

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
    {
      preValidation: admin,
      schema: {
        ...adminSchema,
        summary: 'Roly, ktoré smú platiť jednotlivými spôsobmi (prázdny zoznam = všetci)',
        response: { 200: PaymentTypeRoles, ...errorResponses(401, 403) },
      },
    },
    () => paymentTypes.rules(),
  );

  app.put(
    '/admin/payment-types',
    {
      preValidation: admin,
      config: { validationCode: 'PAYMENT_PARAMETERS_MISSING' },
      schema: {
        ...adminSchema,
        summary: 'Nastaviť roly pre spôsoby platby',
        body: PaymentTypeRoles,
        response: { 200: PaymentTypeRoles, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => paymentTypes.replace(currentUserId(request), request.body),
  );
};
