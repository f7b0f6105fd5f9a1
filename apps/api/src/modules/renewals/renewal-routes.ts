import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PayAnswer,
  PayCartBody,
  RenewalOffer,
  RenewalOfferParams,
  RenewalOffersResponse,
} from '@hokej/contract';
import { requestLanguage } from '../../http/reply-language.ts';
import { errorResponses } from '../../http/responses.ts';
import { currentUser, currentUserId } from '../auth/guard.ts';

/** The holder's renewal offers: list, renew (one step into an order), decline. */
export const renewalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { renewals } = app.services;
  const preValidation = app.guards.requireUser;
  const common = { tags: ['season'], security: [{ bearer: [] }] };

  app.get(
    '/season/renewals',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Moje ponuky na obnovenie permanentky na ďalšiu sezónu',
        response: { 200: RenewalOffersResponse, ...errorResponses(401) },
      },
    },
    (request) => renewals.list(currentUserId(request)),
  );

  app.post(
    '/season/renewals/:id/renew',
    {
      preValidation,
      config: { validationCode: 'ORDER_INVALID_CHECKOUT_PARAMS' },
      schema: {
        ...common,
        summary: 'Obnoviť permanentku: podržané miesto sa stane objednávkou čakajúcou na platbu',
        params: RenewalOfferParams,
        body: PayCartBody,
        response: { 201: PayAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await renewals.renew(
            currentUser(request),
            request.params.id,
            request.body,
            requestLanguage(request),
          ),
        ),
  );

  app.post(
    '/season/renewals/:id/decline',
    {
      preValidation,
      config: { validationCode: 'RENEWAL_NOT_FOUND' },
      schema: {
        ...common,
        summary: 'Odmietnuť obnovenie: miesto sa po lehote uvoľní do predaja',
        params: RenewalOfferParams,
        response: { 200: RenewalOffer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => renewals.decline(currentUserId(request), request.params.id),
  );
};
