import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX, startNginx } from '../../apps/api/test/helpers/nginx.ts';
import { apiCommand, freePort, repoRoot, waitHealthy } from '../onsale/setup.ts';

/** One shop process: its pid (for CPU) and a stop. */
export type Shop = { pid: number; port: number; stop: () => Promise<void>; stderr: () => string };

/** The shop as production runs it behind nginx, in its own process, with the bench's settings. */
async function startShop(env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, await apiCommand(), {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  await waitHealthy({ baseUrl: `http://127.0.0.1:${port}`, child, stderr: () => stderr, stop, seconds: 180 });
  return { pid: child.pid as number, port, stop, stderr: () => stderr };
}

/** "nginx 1.22.1" from `nginx -v`. */
export function nginxVersion(): string {
  const out = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  const version = /nginx\/([\d.]+)/.exec(`${out.stdout}${out.stderr}`)?.[1];
  return version ? `nginx ${version}` : 'nginx';
}

export interface Topology {
  baseUrl: string;
  secret: string;
  shops: Shop[];
  /** nginx's master and workers. */
  nginxPids: () => number[];
  loadBalancer: string;
  stop: () => Promise<void>;
}

/**
 * Debian's nginx with the shipped snippets as the load balancer in front of `processes` shop processes
 * on one database. The first process migrates and seeds the full demo arena; the others start on it.
 */
export async function startTopology(options: {
  databaseUrl: string;
  processes: number;
  poolSize: number;
  queueTickMs: number;
}): Promise<Topology> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hokej-crowd-'));
  // nginx's workers run as an unprivileged user when started by root: they must read the files.
  chmodSync(dir, 0o755);
  const web = path.join(dir, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Vstupenky</title><div id="root"></div>');
  const secret = randomBytes(36).toString('base64url');
  const env = {
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: secret,
    TRUST_PROXY: 'true',
    WEB_DIST: web,
    LOG_LEVEL: 'warn',
    PAYMENT_PROVIDER: 'sandbox',
    PG_POOL_SIZE: String(options.poolSize),
    QUEUE_TICK_MS: String(options.queueTickMs),
    // Every simulated fan comes from 127.0.0.1: the per-address join limit would stop the crowd at 30.
    QUEUE_JOINS_PER_MINUTE: '1000000',
  };
  const shops: Shop[] = [];
  const stops: Array<() => Promise<void>> = [];
  try {
    shops.push(await startShop({ ...env, SEED: 'demo' }));
    const rest = await Promise.all(
      Array.from({ length: options.processes - 1 }, () => startShop({ ...env, SEED: 'none' })),
    );
    shops.push(...rest);
    for (const shop of shops) stops.push(shop.stop);
    const port = await freePort();
    const upstreams = shops.map((s) => `server 127.0.0.1:${s.port};`).join(' ');
    const nginx = await startNginx(
      dir,
      `
    upstream hokej_shop { least_conn; ${upstreams} keepalive 64; }
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${web};
        access_log off;
        set $hokej_backend hokej_shop;
        include snippets/hokej-shop-locations.conf;
    }`,
      [port],
    );
    stops.unshift(nginx.stop);
    const nginxPids = () => {
      const master = nginx.pid as number;
      try {
        const children = spawnSync('pgrep', ['-P', String(master)], { encoding: 'utf8' }).stdout;
        return [master, ...children.split('\n').filter(Boolean).map(Number)];
      } catch {
        return [master];
      }
    };
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      secret,
      shops,
      nginxPids,
      loadBalancer: nginxVersion(),
      stop: async () => {
        for (const stop of stops) await stop().catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    for (const shop of shops) await shop.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
