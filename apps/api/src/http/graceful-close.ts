import type { FastifyInstance } from 'fastify';

/**
 * What `app.close()` (SIGTERM) does before Fastify's `server.close()` waits for the open connections:
 * `closeStreams` ends the connections that would never end by themselves (live-seat streams), and
 * every answer sent from then on closes its connection. Otherwise a keep-alive connection whose
 * request was in flight at the close stays open after its answer until the client leaves it or the
 * keep-alive timeout ends, and the process waits for it.
 */
export function closeGracefully(app: FastifyInstance, closeStreams: () => void) {
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
    closeStreams();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
