import { createServer, request as forward } from 'node:http';
import type { Socket } from 'node:net';

/**
 * An HTTP proxy in front of the shop, in the role of the load balancer, that the test can take down as a
 * restart of the process behind it would: every open connection (the live seat stream too) is cut, and
 * requests get `502 Bad Gateway` until it is up again. It records the address of each live seat stream
 * asked for, so a test can see the page come back and what it resumed from.
 */
export async function startStreamProxy(upstreamPort: number) {
  const sockets = new Set<Socket>();
  const streams: Array<{ path: string; refused: boolean }> = [];
  let down = false;
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith('/v2/push/')) streams.push({ path, refused: down });
    if (down) {
      res.writeHead(502, { 'content-length': '0', connection: 'close' }).end();
      return;
    }
    const upstream = forward(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('socket', (socket) => {
      if (sockets.has(socket)) return; // a kept-alive connection, already known
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The live seat streams asked for so far, in order, and whether each was refused. */
    streams,
    /** Cuts every connection; requests are refused until `up`. */
    down() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      down = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
