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
import { errorResponses } from '../../http/responses.ts';
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
  const preValidation = app.guards.requireRole('ADMIN');
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const fullErrors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/admin/templates',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Šablóny hľadiska',
        response: { 200: ArenaTemplateList, ...errorResponses(401, 403) },
      },
    },
    () => setupAdmin.templates(),
  );

  for (const { path, setupType, validationCode, noun } of kinds) {
    const config = { validationCode } as const;
    const id = { params: SetupParams };

    app.get(
      path,
      {
        preValidation,
        schema: {
          ...common,
          summary: `Zoznam: ${noun}`,
          response: { 200: AdminSetupList, ...errorResponses(401, 403) },
        },
      },
      () => setupAdmin.list(setupType),
    );
    app.get(
      `${path}/:id`,
      {
        preValidation,
        config,
        schema: {
          ...common,
          ...id,
          summary: `Detail: ${noun}`,
          response: { 200: AdminSetupDetail, ...fullErrors },
        },
      },
      (request) => setupAdmin.detail(request.params.id, setupType),
    );
    app.post(
      path,
      {
        preValidation,
        config,
        schema: {
          ...common,
          summary: `Vytvoriť ${noun} zo šablóny`,
          body: CreateSetupBody,
          response: { 201: AdminSetupDetail, ...fullErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await setupAdmin.create(currentUserId(request), setupType, request.body)),
    );
    app.patch(
      `${path}/:id`,
      {
        preValidation,
        config,
        schema: {
          ...common,
          ...id,
          summary: `Upraviť ${noun}`,
          body: UpdateSetupBody,
          response: { 200: AdminSetupDetail, ...fullErrors },
        },
      },
      (request) => setupAdmin.update(currentUserId(request), request.params.id, setupType, request.body),
    );
    app.put(
      `${path}/:id/presale`,
      {
        preValidation,
        config: { validationCode: 'PRESALE_INVALID' },
        schema: {
          ...common,
          ...id,
          summary: `Predpredaj pre držiteľov permanentiek: ${noun}`,
          body: PresaleBody,
          response: { 200: AdminSetupDetail, ...fullErrors },
        },
      },
      (request) => setupAdmin.setPresale(currentUserId(request), request.params.id, setupType, request.body),
    );
    app.post(
      `${path}/:id/publish`,
      {
        preValidation,
        config,
        schema: {
          ...common,
          ...id,
          summary: `Zverejniť ${noun}`,
          response: { 200: AdminSetupDetail, ...fullErrors },
        },
      },
      (request) => setupAdmin.publish(currentUserId(request), request.params.id, setupType),
    );
    app.post(
      `${path}/:id/unpublish`,
      {
        preValidation,
        config,
        schema: {
          ...common,
          ...id,
          summary: `Stiahnuť ${noun} z predaja`,
          response: { 200: AdminSetupDetail, ...fullErrors },
        },
      },
      (request) => setupAdmin.unpublish(currentUserId(request), request.params.id, setupType),
    );
    app.put(
      `${path}/:id/prices`,
      {
        preValidation,
        config,
        schema: {
          ...common,
          ...id,
          summary: `Cenník: ${noun}`,
          body: PriceListBody,
          response: { 200: AdminSetupDetail, ...fullErrors },
        },
      },
      (request) =>
        setupAdmin.setPrices(currentUserId(request), request.params.id, setupType, request.body.prices),
    );
    app.delete(
      `${path}/:id`,
      {
        preValidation,
        config,
        schema: {
          ...common,
          ...id,
          summary: `Zmazať ${noun}`,
          response: { 200: SetupDeleted, ...fullErrors },
        },
      },
      (request) => setupAdmin.remove(currentUserId(request), request.params.id, setupType),
    );
    app.put(
      `${path}/:id/seats`,
      {
        preValidation,
        config,
        schema: {
          ...common,
          ...id,
          summary: `Stav miest: ${noun}`,
          body: SeatStateBody,
          response: { 200: SeatStateResult, ...fullErrors },
        },
      },
      (request) => seatAdmin.setState(currentUserId(request), request.params.id, setupType, request.body),
    );
    app.put(
      `${path}/:id/seats/accessibility`,
      {
        preValidation,
        config,
        schema: {
          ...common,
          ...id,
          summary: `Bezbariérové miesta: ${noun}`,
          body: SeatAccessibilityBody,
          response: { 200: SeatAccessibilityResult, ...fullErrors },
        },
      },
      (request) =>
        seatAdmin.setAccessibility(currentUserId(request), request.params.id, setupType, request.body),
    );
    app.get(
      `${path}/:id/arena`,
      {
        preValidation,
        config,
        schema: {
          ...common,
          ...id,
          summary: `Hľadisko: ${noun}`,
          response: { 200: ArenaResponse, ...fullErrors },
        },
      },
      (request) => arena.arena(request.params.id, setupType, 'club'),
    );
    app.get(
      `${path}/:id/sector/:sector`,
      {
        preValidation,
        config,
        schema: {
          ...common,
          params: SetupSectorParams,
          summary: `Sektor: ${noun}`,
          response: { 200: SectorResponse, ...fullErrors },
        },
      },
      (request) => arena.sector(request.params.id, setupType, request.params.sector, 'club'),
    );
  }
};
