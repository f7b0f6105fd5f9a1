import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TicketParams, WalletAvailability, WalletLink } from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

const PKPASS = 'application/vnd.apple.pkpass';

/** Wallet passes of one ticket of the fan's paid order (issue 22). */
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
        response: { 200: Type.Any({ description: 'PKPass' }), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { id, serial } = request.params;
      const { pass, file } = await wallet.applePass(currentUserId(request), id, serial);
      return reply
        .type(PKPASS)
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'private, no-store')
        .send(pass);
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
        response: { 200: WalletLink, ...errorResponses(401, 404) },
      },
    },
    (request) => wallet.googleLink(currentUserId(request), request.params.id, request.params.serial),
  );
};
