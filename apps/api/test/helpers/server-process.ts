import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUntil } from './wait.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The production bundle, as `npm run build -w @hokej/api` makes it and production runs it (`node dist/server.js`). */
export const API_BUNDLE = 'dist/server.js';

/** The operator's staff command as production runs it (`npm run admin`), built with the server's bundle. */
export const STAFF_BUNDLE = 'dist/create-staff.js';

/**
 * Builds the production bundle the way a release is built (scripts/build.mjs). The test runs' global
 * setups call it once, so a production process of a test runs the current sources.
 */
export function buildApiBundle(): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot }, (error, _stdout, stderr) =>
      error ? reject(new Error(`the API bundle did not build:\n${stderr}`)) : resolve(),
    ),
  );
}

/**
 * How a process is started: the server as `npm start` and production start it, the bundle on plain node
 * (whatever its NODE_ENV; the browser tests' shops run the sources through tsx, as `npm run dev` does); a
 * test's own variant from its TypeScript file through tsx.
 */
function commandOf(entry: string | undefined): string[] {
  if (entry !== undefined) return ['--import', 'tsx', entry];
  if (!existsSync(path.join(apiRoot, API_BUNDLE)))
    throw new Error(`${API_BUNDLE} is missing: run \`npm run build -w @hokej/api\` (the test setups do)`);
  return [API_BUNDLE];
}

/** A port nobody listens on right now (the system picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A production process without a card provider: NODE_ENV=production, any Stripe settings of the test
 * run's own environment removed, no hold sweeper. Add DATABASE_URL, JWT_SECRET, SMTP_URL and SEED.
 */
export const PRODUCTION_WITHOUT_CARD: Record<string, string | undefined> = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: undefined,
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_API_URL: undefined,
  HOLD_SWEEP_INTERVAL_MS: '0',
};

export type ServerProcess = Awaited<ReturnType<typeof spawnServerProcess>>;

/**
 * Starts the real server as its own OS process, without waiting for it: the bundle on plain node
 * (`node dist/server.js`, as `npm start` runs it) in whatever mode `env` says. A setting given
 * as undefined is removed from the inherited environment (e.g. CI's DATABASE_URL for an embedded server).
 */
export async function spawnServerProcess(
  env: Record<string, string | undefined>,
  port?: number,
  /** A test's variant of the server to run instead (a TypeScript file from apps/api, through tsx). */
  entry?: string,
) {
  const listenPort = port ?? (await freePort());
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    PORT: String(listenPort),
    HOST: '127.0.0.1',
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child: ChildProcess = spawn(process.execPath, commandOf(entry), {
    cwd: apiRoot,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const outputWaiters = new Set<() => void>();
  const collect = (d: Buffer) => {
    output += d;
    for (const wake of outputWaiters) wake();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${listenPort}`;
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    base,
    pid: child.pid as number,
    output: () => output,
    /** Resolves when the process has ended, with its exit code or signal. */
    exited,
    running,
    /** Resolves when the output matches `pattern`; rejects if the process ends first or after `timeoutMs`. */
    async waitForOutput(pattern: RegExp, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (!running()) throw new Error(`server exited before printing ${pattern}:\n${output}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`server did not print ${pattern}:\n${output}`);
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            outputWaiters.delete(done);
            resolve();
          };
          const timer = setTimeout(done, Math.min(left, 500));
          outputWaiters.add(done);
        });
      }
    },
    /** Resolves when the server answers its health check; rejects if it exits or takes over `timeoutMs`. */
    async waitUntilUp(timeoutMs = 60_000) {
      await waitUntil(
        async () => {
          if (!running()) throw new Error(`server exited early:\n${output}`);
          return fetch(`${base}/v2/health`).then(
            (r) => r.ok,
            () => false, // not listening yet
          );
        },
        { what: 'the server to start', timeoutMs, everyMs: 50 },
      ).catch((err: Error) => {
        throw err.message.startsWith('timed out') ? new Error(`${err.message}:\n${output}`) : err;
      });
    },
    /** Ends the process politely (SIGTERM), or as a crash would (SIGKILL: nothing gets to clean up). */
    async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
      if (!running()) return;
      child.kill(signal);
      await exited;
    },
  };
}

/**
 * Starts the real server as its own OS process and waits until it answers (up to `timeoutMs`: a start
 * that migrates an empty embedded database takes over a minute on a busy machine).
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  port?: number,
  timeoutMs?: number,
  entry?: string,
) {
  const server = await spawnServerProcess(env, port, entry);
  try {
    await server.waitUntilUp(timeoutMs);
  } catch (err) {
    await server.stop('SIGKILL');
    throw err;
  }
  return server;
}
