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
import { currentUserId } from '../auth/guard.ts';

/** Push carts: prepared by the club (ADMIN, CASHIER), opened, edited and paid by link without login. */
export const pushCartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { pushCarts } = app.services;
  const clubOnly = app.guards.requireRole('ADMIN', 'CASHIER');
  const security = [{ bearer: [] }];

  app.post(
    '/admin/push-carts',
    {
      preValidation: clubOnly,
      config: { validationCode: 'INVALID_BOOKING_REQUEST' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Pripraviť košík pre zákazníka: položky môjho košíka prejdú do košíka s odkazom',
        body: CreatePushCartBody,
        response: { 201: PushCartCreated, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await pushCarts.create(currentUserId(request), request.body)),
  );

  app.get(
    '/admin/push-carts',
    {
      preValidation: clubOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Košíky na odkaz: komu, do kedy, či sú zaplatené',
        response: { 200: AdminPushCartList, ...errorResponses(401, 403) },
      },
    },
    () => pushCarts.list(),
  );

  app.delete(
    '/admin/push-carts/:id',
    {
      preValidation: clubOnly,
      config: { validationCode: 'INVALID_BOOKING_REQUEST' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Zrušiť odkaz na košík a uvoľniť jeho miesta',
        params: PushCartAdminParams,
        response: { 200: PushCartRevoked, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => pushCarts.revoke(currentUserId(request), request.params.id),
  );

  const config = { validationCode: 'INVALID_BOOKING_REQUEST' } as const;

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
