/**
 * Debian's nginx for topology tests: started as a child (not a daemon) with its own prefix in a temp
 * directory, a configuration that includes the shipped snippets of deploy/nginx/snippets as they are, its
 * pid, logs and temp files in that directory, on free loopback ports (never 80 or 443).
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUntil } from './wait.ts';

export const NGINX = '/usr/sbin/nginx';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const shippedSnippets = path.join(repoRoot, 'deploy/nginx/snippets');
export const shippedSite = path.join(repoRoot, 'deploy/nginx/hokej-shop.conf');

/** A port nobody listens on now (the kernel's choice for port 0). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with openssl for one day. */
export function selfSignedCertificate(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key, pem: readFileSync(cert) };
}

/**
 * The parts every test configuration shares: no daemon, pid and temp paths inside `dir`, the MIME types
 * of Debian's nginx.conf, and the shop's http-level snippet. `http` is the test's upstreams and servers.
 */
function wholeConfiguration(dir: string, http: string, httpSnippet = true) {
  const temp = (name: string) => path.join(dir, 'temp', name);
  return `daemon off;
master_process on;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} info;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${path.join(dir, 'access.log')};
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    ${httpSnippet ? 'include snippets/hokej-shop-http.conf;' : ''}
${http}
}
`;
}

/**
 * `nginx -t` of a whole file meant for /etc/nginx/conf.d (the shipped site, which includes the http
 * snippet itself) with `replace` applied: host paths and ports swapped for the test's.
 */
export function checkSiteFile(dir: string, site: string, replace: Array<[string | RegExp, string]>) {
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  if (!existsSync(path.join(dir, 'snippets'))) symlinkSync(shippedSnippets, path.join(dir, 'snippets'));
  let text = readFileSync(site, 'utf8');
  for (const [from, to] of replace) {
    const before = text;
    text = text.replaceAll(from, to);
    if (text === before) throw new Error(`${String(from)} is not in ${site}`);
  }
  const conf = path.join(dir, 'site-check.conf');
  writeFileSync(conf, wholeConfiguration(dir, text, false));
  const check = spawnSync(NGINX, ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'check.log'), '-t'], {
    encoding: 'utf8',
  });
  return { status: check.status, output: `${check.stdout}${check.stderr}` };
}

/** Starts nginx on `http` (upstreams and servers) and waits until every port in `ports` accepts. */
export async function startNginx(dir: string, http: string, ports: number[]) {
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  // Relative includes resolve against the configuration's directory, as /etc/nginx/snippets does on a host.
  if (!existsSync(path.join(dir, 'snippets'))) symlinkSync(shippedSnippets, path.join(dir, 'snippets'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, wholeConfiguration(dir, http));
  const errorLog = path.join(dir, 'error.log');
  const args = ['-p', `${dir}/`, '-c', conf, '-e', errorLog];
  execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child: ChildProcess = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const log = () => `${output}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`;
  const listening = (port: number) => {
    if (child.exitCode !== null) throw new Error(`nginx exited early:\n${log()}`);
    return new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  };
  for (const port of ports)
    await waitUntil(() => listening(port), {
      what: `nginx on ${port}`,
      timeoutMs: 10_000,
      everyMs: 20,
    }).catch((err: Error) => {
      throw err.message.startsWith('timed out') ? new Error(`${err.message}:\n${log()}`) : err;
    });
  return {
    log,
    /** The master's process id (its worker is its child). */
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
