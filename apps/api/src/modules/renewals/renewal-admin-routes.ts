import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminRenewalOffers,
  ExtendRenewalBody,
  OpenRenewalBody,
  PayAnswer,
  PayCartBody,
  RenewalCampaign,
  RenewalCampaignList,
  RenewalCampaignParams,
  RenewalOfferParams,
} from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** The renewal campaigns in the back office (ADMIN); the box office renews for a holder (ADMIN, CASHIER). */
export const renewalAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { renewalAdmin, renewals } = app.services;
  const preValidation = app.guards.requireRole('ADMIN');
  const config = { validationCode: 'RENEWAL_CAMPAIGN_INVALID' } as const;
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/renewals',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Obnovenia permanentiek a ich čísla',
        response: { 200: RenewalCampaignList, ...errorResponses(401, 403) },
      },
    },
    () => renewalAdmin.list(),
  );

  app.post(
    '/admin/renewals',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Otvoriť obnovenie permanentiek ďalšej sezóny z aktuálnej (raz na sezónu)',
        body: OpenRenewalBody,
        response: { 201: RenewalCampaign, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await renewalAdmin.open(currentUserId(request), request.body)),
  );

  app.get(
    '/admin/renewals/:id',
    {
      preValidation,
      config: { validationCode: 'RENEWAL_CAMPAIGN_NOT_FOUND' },
      schema: {
        ...common,
        summary: 'Obnovenie: lehoty, miera obnovenia, tržba, uvoľnené miesta po sektoroch',
        params: RenewalCampaignParams,
        response: { 200: RenewalCampaign, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => renewalAdmin.campaign(request.params.id),
  );

  app.get(
    '/admin/renewals/:id/offers',
    {
      preValidation,
      config: { validationCode: 'RENEWAL_CAMPAIGN_NOT_FOUND' },
      schema: {
        ...common,
        summary: 'Ponuky obnovenia jednotlivým držiteľom',
        params: RenewalCampaignParams,
        response: { 200: AdminRenewalOffers, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => renewalAdmin.offers(request.params.id),
  );

  app.patch(
    '/admin/renewals/:id',
    {
      preValidation,
      config: { validationCode: 'RENEWAL_DEADLINE_INVALID' },
      schema: {
        ...common,
        summary: 'Predĺžiť lehotu obnovenia',
        params: RenewalCampaignParams,
        body: ExtendRenewalBody,
        response: { 200: RenewalCampaign, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => renewalAdmin.extend(currentUserId(request), request.params.id, request.body),
  );

  app.post(
    '/admin/renewals/offers/:id/renew',
    {
      preValidation: app.guards.requireRole('ADMIN', 'CASHIER'),
      config: { validationCode: 'ORDER_INVALID_CHECKOUT_PARAMS' },
      schema: {
        ...common,
        summary: 'Obnoviť permanentku držiteľovi na pokladni (zaznamenané v zázname úkonov)',
        params: RenewalOfferParams,
        body: PayCartBody,
        response: { 201: PayAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await renewals.renewForHolder(currentUserId(request), request.params.id, request.body)),
  );
};
