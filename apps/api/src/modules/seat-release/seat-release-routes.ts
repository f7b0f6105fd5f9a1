import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminSeatReleaseParams,
  AdminSeatReleases,
  AdminSeatReleasesQuery,
  SeasonTicketParams,
  SeatReleaseMatches,
  SeatReleaseParams,
} from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { errorResponses } from '../../http/responses.ts';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';
import type { CreditNoteFile } from './release-credit-note.ts';

/** A release's credit note sent as the PDF download. */
const sendPdf = (reply: FastifyReply, file: CreditNoteFile) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);

/** A season-ticket holder's seat released for one match: the list, release, take-back; the club's list. */
export const seatReleaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { seatReleases } = app.services;
  const preValidation = app.guards.requireUser;
  const common = { tags: ['season'], security: [{ bearer: [] }] };
  const config = { validationCode: 'SEASON_TICKET_NOT_FOUND' } as const;
  const staff = backOfficeRoute(app.guards.requireRole('ADMIN', 'CASHIER'));

  app.get(
    '/season/tickets/:id/releases',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Zápasy sezóny permanentky a či je jej miesto na ne uvoľnené na predaj',
        params: SeasonTicketParams,
        response: { 200: SeatReleaseMatches, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => seatReleases.list(currentUserId(request), request.params.id),
  );

  app.post(
    '/season/tickets/:id/releases/:matchId',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Uvoľniť miesto permanentky na predaj na jeden zápas (do uzávierky pred zápasom)',
        params: SeatReleaseParams,
        response: { 200: SeatReleaseMatches, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => seatReleases.release(currentUserId(request), request.params.id, request.params.matchId),
  );

  app.delete(
    '/season/tickets/:id/releases/:matchId',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Vziať späť uvoľnené miesto, kým ho nikto nekúpil (do uzávierky pred zápasom)',
        params: SeatReleaseParams,
        response: { 200: SeatReleaseMatches, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => seatReleases.takeBack(currentUserId(request), request.params.id, request.params.matchId),
  );

  app.get(
    '/season/tickets/:id/releases/:matchId/credit-note',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Dobropis podielu z predaja miesta uvoľneného na zápas ako PDF',
        params: SeatReleaseParams,
        produces: ['application/pdf'],
        response: { 200: Type.Any({ description: 'PDF' }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await seatReleases.creditNote(currentUserId(request), request.params.id, request.params.matchId),
      ),
  );

  app.get(
    '/admin/seat-releases/:id/credit-note',
    staff({
      validationCode: 'CREDIT_NOTE_NOT_FOUND',
      summary: 'Dobropis predaného uvoľneného miesta (podiel držiteľa permanentky) ako PDF',
      params: AdminSeatReleaseParams,
      produces: ['application/pdf'],
      response: { 200: Type.Any({ description: 'PDF' }) },
      errors: [400, 404],
    }),
    async (request, reply) => sendPdf(reply, await seatReleases.adminCreditNote(request.params.id)),
  );

  app.get(
    '/admin/seat-releases',
    staff({
      validationCode: 'EVENT_INVALID_REQUEST',
      summary: 'Miesta uvoľnené držiteľmi permanentiek na jeden zápas (všetky alebo zápasu matchId)',
      querystring: AdminSeatReleasesQuery,
      response: { 200: AdminSeatReleases },
      errors: [400],
    }),
    (request) => seatReleases.adminList(request.query.matchId),
  );
};
