import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MySeasonTicket,
  MySeasonTicketsResponse,
  SEASON_PHOTO_MAX_BYTES,
  SeasonHolderFields,
  SeasonTicketParams,
} from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/responses.ts';
import { fail } from '../../http/shop-error.ts';
import { bodyValidator } from '../../http/validators.ts';
import { currentUser, currentUserId } from '../auth/guard.ts';

const validateFields = bodyValidator(SeasonHolderFields);

/** A failure the error handler answers like a schema validation (code SEASON_HOLDER_INVALID, per-field messages). */
function invalid(errors: unknown[]): never {
  throw Object.assign(new Error('invalid season holder'), { validation: errors, statusCode: 400 });
}

/** The holder's text fields and the photo from a multipart body; a photo over the byte limit is refused whole. */
async function readRegistration(request: FastifyRequest) {
  if (!request.isMultipart()) fail('SEASON_HOLDER_INVALID', { reason: 'multipart/form-data expected' });
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'ticketPhoto' || photo) {
          part.file.resume();
          fail('SEASON_HOLDER_INVALID', { field: part.fieldname });
        }
        photo = await part.toBuffer();
        if (photo.length === 0) photo = null; // an empty file input: no new photo
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The byte limit is met by the part's toBuffer or, when the stream runs ahead, by the parts iterator itself.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') fail('SEASON_PHOTO_TOO_LARGE');
    throw error;
  }
  if (!validateFields(fields)) invalid(validateFields.errors ?? []);
  return { fields: fields as unknown as SeasonHolderFields, photo };
}

/** My season tickets, the holder's registration (multipart, with the photo) and the holder's photo. */
export const seasonTicketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyMultipart, {
    // One photo; the byte limit answers SEASON_PHOTO_TOO_LARGE instead of storing a cut file.
    limits: { fileSize: SEASON_PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 1000, parts: 21 },
  });
  const preValidation = app.guards.requireUser;
  const security = [{ bearer: [] }];
  const tags = ['season'];

  app.get(
    '/season/tickets',
    {
      preValidation,
      schema: {
        tags,
        security,
        summary: 'Moje permanentky a stav registrácie ich držiteľov',
        response: { 200: MySeasonTicketsResponse, ...errorResponses(401) },
      },
    },
    (request) => app.services.seasonTickets.list(currentUserId(request)),
  );

  app.post(
    '/season/tickets/:id/registration',
    {
      preValidation,
      config: { validationCode: 'SEASON_HOLDER_INVALID' },
      schema: {
        tags,
        security,
        summary:
          'Registrovať (alebo zmeniť) držiteľa permanentky: multipart s údajmi držiteľa a fotografiou ticketPhoto (JPG/PNG)',
        consumes: ['multipart/form-data'],
        params: SeasonTicketParams,
        response: { 200: MySeasonTicket, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const { fields, photo } = await readRegistration(request);
      return app.services.seasonTickets.register(userId, request.params.id, fields, photo);
    },
  );

  app.get(
    '/season/tickets/:id/photo',
    {
      preValidation,
      config: { validationCode: 'SEASON_TICKET_NOT_FOUND' },
      schema: {
        tags,
        security,
        summary: 'Fotografia držiteľa permanentky (JPEG) pre kupujúceho a klub (ADMIN, CASHIER)',
        params: SeasonTicketParams,
        produces: ['image/jpeg'],
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: { 200: Type.Any({ description: 'JPEG' }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const jpeg = await app.services.seasonTickets.photo(currentUser(request), request.params.id);
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(jpeg);
    },
  );
};
