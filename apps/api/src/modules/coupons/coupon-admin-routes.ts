import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCoupon,
  AdminCouponDetail,
  AdminCouponList,
  CouponParams,
  CreateCouponBody,
  UpdateCouponBody,
} from '@hokej/contract';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/** Coupons in the back office, for ADMIN only. */
export const couponAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { couponAdmin } = app.services;
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));
  const validationCode = 'COUPON_PARAMETERS_INVALID';

  app.get(
    '/admin/coupons',
    admin({ summary: 'Zľavové kódy a ich stav', response: { 200: AdminCouponList } }),
    () => couponAdmin.list(),
  );

  app.get(
    '/admin/coupons/:id',
    admin({
      validationCode,
      summary: 'Zľavový kód a objednávky, ktoré ho použili',
      params: CouponParams,
      response: { 200: AdminCouponDetail },
      errors: [400, 404],
    }),
    (request) => couponAdmin.detail(request.params.id),
  );

  app.post(
    '/admin/coupons',
    admin({
      validationCode,
      summary: 'Vytvoriť zľavový kód',
      body: CreateCouponBody,
      response: { 201: AdminCoupon },
      errors: [400, 404, 409],
    }),
    async (request, reply) =>
      reply.status(201).send(await couponAdmin.create(currentUserId(request), request.body)),
  );

  app.patch(
    '/admin/coupons/:id',
    admin({
      validationCode,
      summary: 'Zmeniť limit použití alebo koniec platnosti',
      params: CouponParams,
      body: UpdateCouponBody,
      response: { 200: AdminCoupon },
      errors: [400, 404, 409],
    }),
    (request) => couponAdmin.update(currentUserId(request), request.params.id, request.body),
  );

  app.post(
    '/admin/coupons/:id/deactivate',
    admin({
      validationCode,
      summary: 'Deaktivovať zľavový kód',
      params: CouponParams,
      response: { 200: AdminCoupon },
      errors: [400, 404],
    }),
    (request) => couponAdmin.deactivate(currentUserId(request), request.params.id),
  );
};
