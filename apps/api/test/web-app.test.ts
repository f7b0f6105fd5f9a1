import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('the web app served by the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hokej-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Vstupenky</title>');
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    t = await createTestApp('pglite', { WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it('a page path of the shop gets index.html, never cached', async () => {
    for (const url of [
      '/',
      '/events',
      '/event/1d49d82a-4713-4719-842c-b5fba22a4a39/A12',
      '/page/permanentky?x=1',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Vstupenky</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('a hashed asset is served with a long cache, a missing one is a 404', async () => {
    const asset = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/main-old999.js', '/favicon.ico']) {
      const missing = await t.app.inject({ url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('NOT_FOUND');
    }
  });

  it('a path that is no page of the web app is the catalogue 404, not the page', async () => {
    for (const url of ['/healthz', '/wp-admin/setup.php', '/cgi-bin/x']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'NOT_FOUND']);
    }
  });

  it('a browser navigating to an unknown address gets the shop page with status 404', async () => {
    const res = await t.app.inject({ url: '/toto-neexistuje', headers: { accept: 'text/html,*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    const api = await t.app.inject({ url: '/v2/nothing-here', headers: { accept: 'text/html' } });
    expect([api.statusCode, api.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('an unknown API path is the catalogue 404, not the page', async () => {
    const res = await t.app.inject({ url: '/v2/nothing-here' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
  });
});
