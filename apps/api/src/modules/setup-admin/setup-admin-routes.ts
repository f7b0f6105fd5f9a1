import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminSetupDetail,
  AdminSetupList,
  ArenaResponse,
  ArenaTemplateList,
  CreateSetupBody,
  PresaleBody,
  PriceListBody,
  SeatAccessibilityBody,
  SeatAccessibilityResult,
  SeatStateBody,
  SeatStateResult,
  SectorResponse,
  SetupDeleted,
  SetupParams,
  SetupSectorParams,
  type SetupType,
  UpdateSetupBody,
} from '@hokej/contract';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

const kinds: {
  path: string;
  setupType: SetupType;
  validationCode: 'EVENT_INVALID_REQUEST' | 'SEASON_INVALID_REQUEST';
  noun: string;
}[] = [
  { path: '/admin/events', setupType: 'EVENT', validationCode: 'EVENT_INVALID_REQUEST', noun: 'zápas' },
  { path: '/admin/seasons', setupType: 'SEASON', validationCode: 'SEASON_INVALID_REQUEST', noun: 'sezónu' },
];

/** Matches and seasons in the back office, for ADMIN only: one set of routes per kind. */
export const setupAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { setupAdmin, seatAdmin, arena } = app.services;
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));

  app.get(
    '/admin/templates',
    admin({ summary: 'Šablóny hľadiska', response: { 200: ArenaTemplateList } }),
    () => setupAdmin.templates(),
  );

  for (const { path, setupType, validationCode, noun } of kinds) {
    /** What a route of one match or season says besides its summary, body and answer. */
    const one = { validationCode, params: SetupParams, errors: [400, 404, 409] };

    app.get(path, admin({ summary: `Zoznam: ${noun}`, response: { 200: AdminSetupList } }), () =>
      setupAdmin.list(setupType),
    );
    app.get(
      `${path}/:id`,
      admin({ ...one, summary: `Detail: ${noun}`, response: { 200: AdminSetupDetail } }),
      (request) => setupAdmin.detail(request.params.id, setupType),
    );
    app.post(
      path,
      admin({
        validationCode,
        summary: `Vytvoriť ${noun} zo šablóny`,
        body: CreateSetupBody,
        response: { 201: AdminSetupDetail },
        errors: one.errors,
      }),
      async (request, reply) =>
        reply.status(201).send(await setupAdmin.create(currentUserId(request), setupType, request.body)),
    );
    app.patch(
      `${path}/:id`,
      admin({
        ...one,
        summary: `Upraviť ${noun}`,
        body: UpdateSetupBody,
        response: { 200: AdminSetupDetail },
      }),
      (request) => setupAdmin.update(currentUserId(request), request.params.id, setupType, request.body),
    );
    app.put(
      `${path}/:id/presale`,
      admin({
        ...one,
        validationCode: 'PRESALE_INVALID',
        summary: `Predpredaj pre držiteľov permanentiek: ${noun}`,
        body: PresaleBody,
        response: { 200: AdminSetupDetail },
      }),
      (request) => setupAdmin.setPresale(currentUserId(request), request.params.id, setupType, request.body),
    );
    app.post(
      `${path}/:id/publish`,
      admin({ ...one, summary: `Zverejniť ${noun}`, response: { 200: AdminSetupDetail } }),
      (request) => setupAdmin.publish(currentUserId(request), request.params.id, setupType),
    );
    app.post(
      `${path}/:id/unpublish`,
      admin({ ...one, summary: `Stiahnuť ${noun} z predaja`, response: { 200: AdminSetupDetail } }),
      (request) => setupAdmin.unpublish(currentUserId(request), request.params.id, setupType),
    );
    app.put(
      `${path}/:id/prices`,
      admin({ ...one, summary: `Cenník: ${noun}`, body: PriceListBody, response: { 200: AdminSetupDetail } }),
      (request) =>
        setupAdmin.setPrices(currentUserId(request), request.params.id, setupType, request.body.prices),
    );
    app.delete(
      `${path}/:id`,
      admin({ ...one, summary: `Zmazať ${noun}`, response: { 200: SetupDeleted } }),
      (request) => setupAdmin.remove(currentUserId(request), request.params.id, setupType),
    );
    app.put(
      `${path}/:id/seats`,
      admin({
        ...one,
        summary: `Stav miest: ${noun}`,
        body: SeatStateBody,
        response: { 200: SeatStateResult },
      }),
      (request) => seatAdmin.setState(currentUserId(request), request.params.id, setupType, request.body),
    );
    app.put(
      `${path}/:id/seats/accessibility`,
      admin({
        ...one,
        summary: `Bezbariérové miesta: ${noun}`,
        body: SeatAccessibilityBody,
        response: { 200: SeatAccessibilityResult },
      }),
      (request) =>
        seatAdmin.setAccessibility(currentUserId(request), request.params.id, setupType, request.body),
    );
    app.get(
      `${path}/:id/arena`,
      admin({ ...one, summary: `Hľadisko: ${noun}`, response: { 200: ArenaResponse } }),
      (request) => arena.arena(request.params.id, setupType, 'club'),
    );
    app.get(
      `${path}/:id/sector/:sector`,
      admin({
        ...one,
        params: SetupSectorParams,
        summary: `Sektor: ${noun}`,
        response: { 200: SectorResponse },
      }),
      (request) => arena.sector(request.params.id, setupType, request.params.sector, 'club'),
    );
  }
};
