import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCoupon,
  AdminCouponDetail,
  AdminCouponList,
  CouponParams,
  CreateCouponBody,
  UpdateCouponBody,
} from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** Coupons in the back office, for ADMIN only. */
export const couponAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { couponAdmin } = app.services;
  const preValidation = app.guards.requireRole('ADMIN');
  const config = { validationCode: 'COUPON_PARAMETERS_INVALID' } as const;
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/coupons',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Zľavové kódy a ich stav',
        response: { 200: AdminCouponList, ...errorResponses(401, 403) },
      },
    },
    () => couponAdmin.list(),
  );

  app.get(
    '/admin/coupons/:id',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Zľavový kód a objednávky, ktoré ho použili',
        params: CouponParams,
        response: { 200: AdminCouponDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => couponAdmin.detail(request.params.id),
  );

  app.post(
    '/admin/coupons',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Vytvoriť zľavový kód',
        body: CreateCouponBody,
        response: { 201: AdminCoupon, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await couponAdmin.create(currentUserId(request), request.body)),
  );

  app.patch(
    '/admin/coupons/:id',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Zmeniť limit použití alebo koniec platnosti',
        params: CouponParams,
        body: UpdateCouponBody,
        response: { 200: AdminCoupon, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => couponAdmin.update(currentUserId(request), request.params.id, request.body),
  );

  app.post(
    '/admin/coupons/:id/deactivate',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Deaktivovať zľavový kód',
        params: CouponParams,
        response: { 200: AdminCoupon, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => couponAdmin.deactivate(currentUserId(request), request.params.id),
  );
};
