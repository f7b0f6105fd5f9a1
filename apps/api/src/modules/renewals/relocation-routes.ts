import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RelocateBody,
  RelocationQueue,
  RelocationWavesBody,
  RenewalCampaignParams,
  RenewalOffer,
  RenewalOfferParams,
} from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/** The relocation window: a renewed holder's swap; the club's order and wave settings (ADMIN). */
export const relocationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { relocations, relocationAdmin } = app.services;
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));

  app.post(
    '/season/renewals/:id/relocate',
    {
      preValidation: app.guards.requireUser,
      config: { validationCode: 'SEAT_NOT_FOUND' },
      schema: {
        tags: ['season'],
        security: [{ bearer: [] }],
        summary:
          'Presunúť obnovenú permanentku na iné voľné miesto novej sezóny (v období presunov, keď je držiteľ na rade)',
        params: RenewalOfferParams,
        body: RelocateBody,
        response: { 200: RenewalOffer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => relocations.relocate(currentUserId(request), request.params.id, request.body),
  );

  app.get(
    '/admin/renewals/:id/relocation',
    admin({
      validationCode: 'RENEWAL_CAMPAIGN_NOT_FOUND',
      summary: 'Poradie presunov: držitelia podľa vernosti a času obnovenia, ich vlna a začiatok',
      params: RenewalCampaignParams,
      response: { 200: RelocationQueue },
      errors: [400, 404],
    }),
    (request) => relocationAdmin.queue(request.params.id),
  );

  app.put(
    '/admin/renewals/:id/relocation',
    admin({
      validationCode: 'RELOCATION_WAVES_INVALID',
      summary: 'Nastaviť vlny presunov: počet držiteľov vo vlne a dĺžku vlny',
      params: RenewalCampaignParams,
      body: RelocationWavesBody,
      response: { 200: RelocationQueue },
      errors: [400, 404],
    }),
    (request) => relocationAdmin.setWaves(currentUserId(request), request.params.id, request.body),
  );
};
