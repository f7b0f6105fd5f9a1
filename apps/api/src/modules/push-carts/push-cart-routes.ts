import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminPushCartList,
  CartUpdateBody,
  CreatePushCartBody,
  PayAnswer,
  PayCartBody,
  PushCartAdminParams,
  PushCartCreated,
  PushCartParams,
  PushCartResponse,
  PushCartRevoked,
} from '@hokej/contract';
import { requestLanguage } from '../../http/reply-language.ts';
import { errorResponses } from '../../http/responses.ts';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/** Push carts: prepared by the club (ADMIN, CASHIER), opened, edited and paid by link without login. */
export const pushCartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { pushCarts } = app.services;
  const clubOnly = backOfficeRoute(app.guards.requireRole('ADMIN', 'CASHIER'));
  const config = { validationCode: 'INVALID_BOOKING_REQUEST' } as const;

  app.post(
    '/admin/push-carts',
    clubOnly({
      ...config,
      summary: 'Pripraviť košík pre zákazníka: položky môjho košíka prejdú do košíka s odkazom',
      body: CreatePushCartBody,
      response: { 201: PushCartCreated },
      errors: [400, 409],
    }),
    async (request, reply) =>
      reply.status(201).send(await pushCarts.create(currentUserId(request), request.body)),
  );

  app.get(
    '/admin/push-carts',
    clubOnly({
      summary: 'Košíky na odkaz: komu, do kedy, či sú zaplatené',
      response: { 200: AdminPushCartList },
    }),
    () => pushCarts.list(),
  );

  app.delete(
    '/admin/push-carts/:id',
    clubOnly({
      ...config,
      summary: 'Zrušiť odkaz na košík a uvoľniť jeho miesta',
      params: PushCartAdminParams,
      response: { 200: PushCartRevoked },
      errors: [400, 404],
    }),
    (request) => pushCarts.revoke(currentUserId(request), request.params.id),
  );

  app.get(
    '/cart/push/:id',
    {
      config,
      schema: {
        tags: ['cart'],
        summary: 'Košík z odkazu (bez prihlásenia)',
        params: PushCartParams,
        response: { 200: PushCartResponse, ...errorResponses(400, 404, 409, 410) },
      },
    },
    (request) => pushCarts.view(request.params.id),
  );

  app.put(
    '/cart/push/:id',
    {
      config,
      schema: {
        tags: ['cart'],
        summary: 'Upraviť košík z odkazu (REMOVE_ITEM, UPDATE_ITEM, ADD_COUPON, REMOVE_COUPON)',
        params: PushCartParams,
        body: CartUpdateBody,
        response: { 200: PushCartResponse, ...errorResponses(400, 404, 409, 410) },
      },
    },
    (request) => pushCarts.update(request.params.id, request.body),
  );

  app.post(
    '/cart/push/pay/:id',
    {
      config: { validationCode: 'ORDER_INVALID_CHECKOUT_PARAMS' },
      schema: {
        tags: ['orders'],
        summary: 'Zaplatiť košík z odkazu kartou (bez prihlásenia): vznikne objednávka',
        params: PushCartParams,
        body: PayCartBody,
        response: { 201: PayAnswer, ...errorResponses(400, 403, 404, 409, 410) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await pushCarts.pay(request.params.id, request.body, requestLanguage(request))),
  );
};
