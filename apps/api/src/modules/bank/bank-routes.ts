import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StatementImport } from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** The club's bank: importing a day's statement settles the bank transfers that match exactly. */
export const bankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: 10 * 1024 * 1024 },
    (_r, body, done) => done(null, body),
  );
  app.post(
    '/admin/bank-statements',
    {
      preValidation: app.guards.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Import bankového výpisu (camt.053): spáruje platby prevodom podľa VS a sumy',
        consumes: ['application/xml'],
        response: { 200: StatementImport, ...errorResponses(400, 401, 403) },
      },
    },
    (request) =>
      app.services.bankStatements.importStatement(String(request.body ?? ''), currentUserId(request)),
  );
};
