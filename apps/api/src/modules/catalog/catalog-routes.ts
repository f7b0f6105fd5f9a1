import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EventsResponse, SeasonsResponse, SeasonTicketsResponse } from '@hokej/contract';
import { sendKept } from '../../http/conditional-reply.ts';
import { replyLanguage } from '../../http/reply-language.ts';

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/event',
    {
      preValidation: app.guards.optionalUser,
      schema: {
        tags: ['event'],
        summary:
          'Nadchádzajúce domáce zápasy (poznámka k zápasu a popis v jazyku z Accept-Language, ak ich tak má)',
        response: { 200: EventsResponse },
      },
    },
    async (request, reply) =>
      sendKept(request, reply, await app.publicReads.events(request.user?.id ?? null, replyLanguage(reply))),
  );

  app.get(
    '/season',
    {
      schema: {
        tags: ['season'],
        summary: 'Ponuka sezón (popis v jazyku z Accept-Language, ak ho tak má)',
        response: { 200: SeasonsResponse },
      },
    },
    async (request, reply) => sendKept(request, reply, await app.publicReads.seasons(replyLanguage(reply))),
  );

  app.get(
    '/season/offers',
    {
      schema: {
        tags: ['season'],
        summary: 'Ponuka permanentiek podľa kategórií',
        response: { 200: SeasonTicketsResponse },
      },
    },
    () => app.services.catalog.seasonTickets(),
  );
};
