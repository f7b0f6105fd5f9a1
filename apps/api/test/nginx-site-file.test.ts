/** The shipped nginx site file (deploy/nginx), with this host's paths and ports, passes `nginx -t`. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSiteFile, freePort, NGINX, selfSignedCertificate, shippedSite } from './helpers/nginx.ts';

const hasNginx = existsSync(NGINX);
if (process.env.REQUIRE_PG === '1' && !hasNginx)
  throw new Error(`${NGINX} is missing (apt-get install nginx)`);

describe.runIf(hasNginx)('the shipped nginx site file', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hokej-nginx-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the shipped site file, with this host’s paths and ports, passes nginx -t', async () => {
    const tls = selfSignedCertificate(dir);
    const [http, https] = [await freePort(), await freePort()];
    const check = checkSiteFile(dir, shippedSite, [
      ['listen 80;', `listen 127.0.0.1:${http};`],
      ['listen [::]:80;', ''],
      ['listen 443 ssl http2;', `listen 127.0.0.1:${https} ssl http2;`],
      ['listen [::]:443 ssl http2;', ''],
      [/\/etc\/letsencrypt\/live\/[^;]*fullchain\.pem/g, tls.cert],
      [/\/etc\/letsencrypt\/live\/[^;]*privkey\.pem/g, tls.key],
      ['/var/log/nginx/hokej-shop.access.log', path.join(dir, 'site-access.log')],
    ]);
    expect(check.output).toContain('test is successful');
    expect(check.status).toBe(0);
  });
});
