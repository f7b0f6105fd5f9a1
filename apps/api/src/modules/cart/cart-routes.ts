import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CartAddBody,
  CartResponse,
  CartUpdateBody,
  PresaleAccess,
  QueueAdmissionHeaders,
  SetupParams,
} from '@hokej/contract';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/responses.ts';
import { currentUser, currentUserId } from '../auth/guard.ts';
import { admissionHeader } from '../queue/admission-header.ts';

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { validationCode: 'INVALID_BOOKING_REQUEST' } as const;
  const preValidation = app.guards.requireUser;
  const security = [{ bearer: [] }];

  app.get(
    '/cart',
    {
      preValidation,
      schema: {
        tags: ['cart'],
        security,
        summary: 'Môj košík',
        response: { 200: CartResponse, ...errorResponses(401) },
      },
    },
    (request) => app.services.cart.view(currentUserId(request)),
  );

  app.get(
    '/cart/presale/:id',
    {
      preValidation,
      schema: {
        tags: ['cart'],
        security,
        summary: 'Môj predpredaj zápasu alebo sezóny: patrím k nemu a koľko vstupeniek ešte môžem mať',
        params: SetupParams,
        response: { 200: PresaleAccess, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.services.cart.presale(currentUser(request), request.params.id),
  );

  // A match that needs a verified phone refuses the hold before any seat is touched.
  const phoneRule = async (request: FastifyRequest) =>
    app.services.phoneRequirement.ensure(currentUserId(request), (request.body as CartAddBody).uuid);
  // A sale behind an active waiting room holds seats only for admitted fans (checked in memory).
  const queueRule = async (request: FastifyRequest) =>
    app.services.queueGate.ensureHold(
      currentUserId(request),
      (request.body as CartAddBody).uuid,
      admissionHeader(request),
    );

  app.post(
    '/cart',
    {
      preValidation,
      preHandler: [phoneRule, queueRule],
      config,
      schema: {
        tags: ['cart'],
        security,
        summary:
          'Rezervovať miesto (ADD_SEAT) alebo najlepšie miesta vedľa seba (ADD_BEST_SEATS) na 15 minút',
        headers: QueueAdmissionHeaders,
        body: CartAddBody,
        response: { 201: CartResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.services.cart.add(currentUserId(request), request.body, currentUser(request).roles)),
  );

  app.put(
    '/cart',
    {
      preValidation,
      config,
      schema: {
        tags: ['cart'],
        security,
        summary: 'Upraviť košík (REMOVE_ITEM, UPDATE_ITEM, ADD_COUPON, REMOVE_COUPON)',
        body: CartUpdateBody,
        response: { 200: CartResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => app.services.cart.update(currentUser(request), request.body),
  );
};
