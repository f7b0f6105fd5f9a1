import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TicketParams, TransferParams, WalletAvailability, WalletLink } from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

const PKPASS = 'application/vnd.apple.pkpass';

/**
 * Wallet passes of one ticket of the fan's paid order (issue 22), and of a ticket a friend passed on to the
 * fan (an accepted transfer): the same pass and link, by the transfer's id as its PDF is.
 */
export const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { wallet } = app.services;
  const tags = ['wallet'];
  const security = [{ bearer: [] }];
  const config = { validationCode: 'TICKET_NOT_FOUND' } as const;

  app.get(
    '/wallet',
    {
      schema: {
        tags,
        summary: 'Ktoré peňaženky v telefóne klub ponúka',
        response: { 200: WalletAvailability },
      },
    },
    () => wallet.available(),
  );

  app.get(
    '/orders/:id/tickets/:serial/wallet.pkpass',
    {
      preValidation: app.guards.requireUser,
      config,
      schema: {
        tags,
        security,
        summary: 'Vstupenka alebo permanentka do Apple Wallet (.pkpass)',
        params: TicketParams,
        produces: [PKPASS],
        response: { 200: Type.Any({ description: 'PKPass' }), ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, serial } = request.params;
      const made = await wallet.applePass(currentUserId(request), { orderId: id, serial });
      return sendPass(reply, made);
    },
  );

  app.get(
    '/orders/:id/tickets/:serial/google-wallet',
    {
      preValidation: app.guards.requireUser,
      config,
      schema: {
        tags,
        security,
        summary: 'Odkaz na uloženie vstupenky alebo permanentky do Google Wallet',
        params: TicketParams,
        response: { 200: WalletLink, ...errorResponses(401, 404, 409) },
      },
    },
    (request) =>
      wallet.googleLink(currentUserId(request), {
        orderId: request.params.id,
        serial: request.params.serial,
      }),
  );

  const transferConfig = { validationCode: 'TRANSFER_NOT_FOUND' } as const;

  app.get(
    '/transfers/:id/wallet.pkpass',
    {
      preValidation: app.guards.requireUser,
      config: transferConfig,
      schema: {
        tags,
        security,
        summary: 'Prijatá vstupenka príjemcu do Apple Wallet (.pkpass s novým QR kódom)',
        params: TransferParams,
        produces: [PKPASS],
        response: { 200: Type.Any({ description: 'PKPass' }), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) =>
      sendPass(reply, await wallet.applePass(currentUserId(request), { transferId: request.params.id })),
  );

  app.get(
    '/transfers/:id/google-wallet',
    {
      preValidation: app.guards.requireUser,
      config: transferConfig,
      schema: {
        tags,
        security,
        summary: 'Odkaz na uloženie prijatej vstupenky do Google Wallet',
        params: TransferParams,
        response: { 200: WalletLink, ...errorResponses(401, 404) },
      },
    },
    (request) => wallet.googleLink(currentUserId(request), { transferId: request.params.id }),
  );
};

/** A pass as a download: never kept by a cache (it carries the ticket's QR). */
function sendPass(reply: FastifyReply, { pass, file }: { pass: Buffer; file: string }) {
  return reply
    .type(PKPASS)
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'private, no-store')
    .send(pass);
}
