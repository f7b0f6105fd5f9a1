import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClubSettings, SaveClubColorBody, SaveClubCrestBody } from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { noneMatch } from '../../http/conditional-reply.ts';
import { errorResponses } from '../../http/responses.ts';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';
import type { PublicAnswer } from './club-settings-service.ts';

/**
 * The kept bytes with their ETag; `no-cache`, so a saved colour shows on the next page load everywhere,
 * while an unchanged one costs the browser a 304 and the process no database read (publicAnswer).
 */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, { body, etag }: PublicAnswer) {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
}

/** The club's colour and crest: read by everybody (cached), set in the back office by ADMIN. */
export const clubSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { clubSettings } = app.services;
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));

  app.get(
    '/club/settings',
    {
      schema: {
        tags: ['club'],
        summary: 'Farba a erb klubu pre vzhľad obchodu (ETag, 304)',
        response: { 200: ClubSettings, 304: Type.Null({ description: 'Nezmenené' }) },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await clubSettings.publicAnswer()),
  );

  app.get(
    '/club/crest',
    {
      schema: {
        tags: ['club'],
        summary: 'Erb klubu (PNG); adresa s ?v= sa mení s každou zmenou',
        produces: ['image/png'],
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: { 200: Type.Any({ description: 'PNG' }), ...errorResponses(404) },
      },
    },
    async (_request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(await clubSettings.crest()),
  );

  app.put(
    '/admin/club/color',
    admin({
      validationCode: 'CLUB_COLOR_INVALID',
      summary: 'Hlavná farba klubu (#rrggbb, biely text na nej aspoň 4,5 : 1; null = farba obchodu)',
      body: SaveClubColorBody,
      response: { 200: ClubSettings },
      errors: [400],
    }),
    (request) => clubSettings.saveColor(currentUserId(request), request.body.primaryColor),
  );

  app.put(
    '/admin/club/crest',
    admin({
      validationCode: 'CLUB_CREST_INVALID',
      summary: 'Nahrať erb klubu (SVG alebo PNG v base64, najviac 100 kB)',
      body: SaveClubCrestBody,
      response: { 200: ClubSettings },
      errors: [400],
    }),
    (request) => clubSettings.saveCrest(currentUserId(request), request.body.contentType, request.body.data),
  );

  app.delete(
    '/admin/club/crest',
    admin({ summary: 'Odstrániť erb (obchod ukáže iniciály klubu)', response: { 200: ClubSettings } }),
    (request) => clubSettings.removeCrest(currentUserId(request)),
  );
};
