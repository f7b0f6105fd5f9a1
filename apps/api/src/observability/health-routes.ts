import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** A database that does not answer within this is as good as down for a load balancer. */
const READY_TIMEOUT_MS = 2000;

const Live = Type.Object({ status: Type.Literal('ok') });
const Ready = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Boolean({ description: 'the database answered a query' }),
  listening: Type.Boolean({ description: 'the LISTEN connection for live changes is up' }),
});

async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const query = database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness (docs/operations.md, "Health checks"). `/health/live` says only that the
 * process runs and answers; `/health/ready` that it can serve: the database answers and live changes
 * reach it. `/health` stays the old fixed answer for what polls it (the e2e web server, scripts).
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['operations'];
  app.get('/health', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get(
    '/health/live',
    { schema: { tags, summary: 'Proces beží (liveness)', response: { 200: Live } } },
    () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      schema: {
        tags,
        summary: 'Proces môže obsluhovať: databáza odpovedá a LISTEN je pripojený (readiness)',
        response: { 200: Ready, 503: Ready },
      },
    },
    async (_request, reply) => {
      const database = await databaseAnswers(app.database);
      const { listening } = app.database.status();
      const ok = database && listening;
      reply.header('cache-control', 'no-store');
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database, listening });
    },
  );
};
