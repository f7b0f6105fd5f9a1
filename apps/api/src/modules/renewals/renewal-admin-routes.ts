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
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/** The renewal campaigns in the back office (ADMIN); the box office renews for a holder (ADMIN, CASHIER). */
export const renewalAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { renewalAdmin, renewals } = app.services;
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));
  const boxOffice = backOfficeRoute(app.guards.requireRole('ADMIN', 'CASHIER'));

  app.get(
    '/admin/renewals',
    admin({ summary: 'Obnovenia permanentiek a ich čísla', response: { 200: RenewalCampaignList } }),
    () => renewalAdmin.list(),
  );

  app.post(
    '/admin/renewals',
    admin({
      validationCode: 'RENEWAL_CAMPAIGN_INVALID',
      summary: 'Otvoriť obnovenie permanentiek ďalšej sezóny z aktuálnej (raz na sezónu)',
      body: OpenRenewalBody,
      response: { 201: RenewalCampaign },
      errors: [400, 404, 409],
    }),
    async (request, reply) =>
      reply.status(201).send(await renewalAdmin.open(currentUserId(request), request.body)),
  );

  app.get(
    '/admin/renewals/:id',
    admin({
      validationCode: 'RENEWAL_CAMPAIGN_NOT_FOUND',
      summary: 'Obnovenie: lehoty, miera obnovenia, tržba, uvoľnené miesta po sektoroch',
      params: RenewalCampaignParams,
      response: { 200: RenewalCampaign },
      errors: [400, 404],
    }),
    (request) => renewalAdmin.campaign(request.params.id),
  );

  app.get(
    '/admin/renewals/:id/offers',
    admin({
      validationCode: 'RENEWAL_CAMPAIGN_NOT_FOUND',
      summary: 'Ponuky obnovenia jednotlivým držiteľom',
      params: RenewalCampaignParams,
      response: { 200: AdminRenewalOffers },
      errors: [400, 404],
    }),
    (request) => renewalAdmin.offers(request.params.id),
  );

  app.patch(
    '/admin/renewals/:id',
    admin({
      validationCode: 'RENEWAL_DEADLINE_INVALID',
      summary: 'Predĺžiť lehotu obnovenia',
      params: RenewalCampaignParams,
      body: ExtendRenewalBody,
      response: { 200: RenewalCampaign },
      errors: [400, 404],
    }),
    (request) => renewalAdmin.extend(currentUserId(request), request.params.id, request.body),
  );

  app.post(
    '/admin/renewals/offers/:id/renew',
    boxOffice({
      validationCode: 'ORDER_INVALID_CHECKOUT_PARAMS',
      summary: 'Obnoviť permanentku držiteľovi na pokladni (zaznamenané v zázname úkonov)',
      params: RenewalOfferParams,
      body: PayCartBody,
      response: { 201: PayAnswer },
      errors: [400, 404, 409],
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await renewals.renewForHolder(currentUserId(request), request.params.id, request.body)),
  );
};
