import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the real server (src/server.ts) as its own OS process and waits until it answers. A setting given
 * as undefined is removed from the inherited environment (e.g. CI's DATABASE_URL for an embedded server).
 */
export async function startServerProcess(env: Record<string, string | undefined>, port: number) {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${base}/v2/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    output: () => output,
    /** Ends the process politely (SIGTERM), or as a crash would (SIGKILL: nothing gets to clean up). */
    async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}
