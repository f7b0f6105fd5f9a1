import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditLogPage, AuditLogQuery } from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';

/** The audit log of the back office, for ADMIN only. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      preValidation: app.guards.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Záznam úkonov administrácie (kto, čo, kedy, pred a po)',
        querystring: AuditLogQuery,
        response: { 200: AuditLogPage, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.services.auditLog.list(request.query),
  );
};
