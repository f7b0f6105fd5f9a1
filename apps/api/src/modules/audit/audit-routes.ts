import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditLogPage, AuditLogQuery } from '@hokej/contract';
import { backOfficeRoute } from '../auth/back-office-route.ts';

/** The audit log of the back office, for ADMIN only. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));
  app.get(
    '/admin/audit-log',
    admin({
      summary: 'Záznam úkonov administrácie (kto, čo, kedy, pred a po)',
      querystring: AuditLogQuery,
      response: { 200: AuditLogPage },
      errors: [400],
    }),
    (request) => app.services.auditLog.list(request.query),
  );
};
