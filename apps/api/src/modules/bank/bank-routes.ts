import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StatementImport } from '@hokej/contract';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/** The club's bank: importing a day's statement settles the bank transfers that match exactly. */
export const bankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: 10 * 1024 * 1024 },
    (_r, body, done) => done(null, body),
  );
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));
  app.post(
    '/admin/bank-statements',
    admin({
      summary: 'Import bankového výpisu (camt.053): spáruje platby prevodom podľa VS a sumy',
      consumes: ['application/xml'],
      response: { 200: StatementImport },
      errors: [400],
    }),
    (request) =>
      app.services.bankStatements.importStatement(String(request.body ?? ''), currentUserId(request)),
  );
};
