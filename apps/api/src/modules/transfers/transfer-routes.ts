import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TicketParams,
  TicketTransfer,
  TicketTransfers,
  TransferBody,
  TransferMatches,
  TransferParams,
  TransferSecretParams,
} from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** Ticket transfer to a friend (issue 22): offer, look at the link, accept, cancel, list, the new ticket. */
export const transferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { transfers } = app.services;
  const tags = ['transfers'];
  const security = [{ bearer: [] }];
  const notFound = { validationCode: 'TRANSFER_NOT_FOUND' } as const;

  app.post(
    '/orders/:id/tickets/:serial/transfer',
    {
      preValidation: app.guards.requireUser,
      config: { validationCode: 'TRANSFER_EMAIL_INVALID' },
      schema: {
        tags,
        security,
        summary: 'Previesť zaplatenú vstupenku (permanentku na jeden zápas) na inú osobu e-mailom',
        params: TicketParams,
        body: TransferBody,
        response: { 201: TicketTransfer, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { id, serial } = request.params;
      const made = await transfers.offer(currentUserId(request), id, serial, request.body);
      return reply.code(201).send(made);
    },
  );

  app.get(
    '/orders/:id/tickets/:serial/transfer-matches',
    {
      preValidation: app.guards.requireUser,
      config: { validationCode: 'TICKET_NOT_FOUND' },
      schema: {
        tags,
        security,
        summary: 'Zápasy, na ktoré možno vstupenku previesť (permanentku požičať), s uzávierkou prevodu',
        params: TicketParams,
        response: { 200: TransferMatches, ...errorResponses(401, 404) },
      },
    },
    (request) => transfers.matches(currentUserId(request), request.params.id, request.params.serial),
  );

  app.get(
    '/transfers',
    {
      preValidation: app.guards.requireUser,
      schema: {
        tags,
        security,
        summary: 'Prevody vstupeniek prihláseného fanúšika: odoslané a prijaté',
        response: { 200: TicketTransfers, ...errorResponses(401) },
      },
    },
    (request) => transfers.mine(currentUserId(request)),
  );

  app.post(
    '/transfers/:id/cancel',
    {
      preValidation: app.guards.requireUser,
      config: notFound,
      schema: {
        tags,
        security,
        summary: 'Zrušiť prevod vstupenky, kým ho príjemca neprijal',
        params: TransferParams,
        response: { 200: TicketTransfer, ...errorResponses(401, 404, 409) },
      },
    },
    (request) => transfers.cancel(currentUserId(request), request.params.id),
  );

  app.get(
    '/transfers/:id/ticket',
    {
      preValidation: app.guards.requireUser,
      config: notFound,
      schema: {
        tags,
        security,
        summary: 'Prijatá vstupenka príjemcu (PDF s novým QR kódom)',
        params: TransferParams,
        produces: ['application/pdf'],
        response: { 200: Type.Any({ description: 'PDF' }), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const pdf = await transfers.ticketPdf(currentUserId(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="vstupenka.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/transfer/:secret',
    {
      config: notFound,
      schema: {
        tags,
        summary: 'Prevod vstupenky podľa odkazu z e-mailu (na stránku jeho prijatia)',
        params: TransferSecretParams,
        response: { 200: TicketTransfer, ...errorResponses(404) },
      },
    },
    (request) => transfers.byLink(request.params.secret),
  );

  app.post(
    '/transfer/:secret/accept',
    {
      preValidation: app.guards.requireUser,
      config: notFound,
      schema: {
        tags,
        security,
        summary: 'Prijať prevedenú vstupenku (nová vstupenka s novým QR kódom na meno príjemcu)',
        params: TransferSecretParams,
        response: { 200: TicketTransfer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => transfers.accept(currentUserId(request), request.params.secret),
  );
};
