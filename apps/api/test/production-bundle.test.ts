import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { pdfPageTexts } from './documents-pdf-reader.ts';
import { availableKinds } from './helpers/databases.ts';
import { paidOrder } from './helpers/orders.ts';
import {
  API_BUNDLE,
  PRODUCTION_WITHOUT_CARD,
  type ServerProcess,
  startServerProcess,
} from './helpers/server-process.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

// Production runs the API as one bundle on plain node (`node dist/server.js`, built by
// `npm run build -w @hokej/api`; docs/operations.md). What the bundle must be: the shop's own modules
// inlined, npm packages left to node_modules, and the packages a shop may never use (the embedded
// PGlite, the PDF and QR code libraries) loaded only when used. The folders the shop reads (migrations,
// fonts) are found from the bundle as from the sources: the production processes of the other tests
// migrate fresh databases from it, and this one prints a ticket.
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LAZY = [
  '@electric-sql/pglite',
  'drizzle-orm/pglite',
  'drizzle-orm/pglite/migrator',
  'pdfkit',
  'qrcode',
];
const onPostgres = (await availableKinds()).includes('postgres');

describe('the production bundle (dist/server.js, built by the run’s global setup)', () => {
  const bundle = readFileSync(path.join(apiRoot, API_BUNDLE), 'utf8');
  // esbuild writes each import of an external module as one `import … from "x";` statement at the top.
  const staticImports = [...bundle.matchAll(/^import\s(?:[^;]*?\sfrom\s*)?"([^"]+)";$/gm)].map(
    (m) => m[1] as string,
  );
  const dynamicImports = [...bundle.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1] as string);

  it('inlines the shop’s own modules and the contract package; imports only npm packages and node’s own', () => {
    expect(staticImports).toContain('fastify');
    expect(staticImports).toContain('pg');
    for (const specifier of [...staticImports, ...dynamicImports]) {
      expect(specifier).not.toMatch(/^[./]/);
      expect(specifier).not.toMatch(/^@hokej\//);
    }
  });

  it('is what the systemd unit and `npm start` run', () => {
    const unit = readFileSync(path.join(apiRoot, '../../deploy/systemd/hokej-shop@.service'), 'utf8');
    expect(unit).toMatch(/^WorkingDirectory=\/srv\/hokej-shop\/current\/apps\/api$/m);
    expect(unit).toMatch(new RegExp(`^ExecStart=/usr/bin/node ${API_BUNDLE}$`, 'm'));
    const scripts = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')).scripts;
    expect(scripts.start).toBe(`node ${API_BUNDLE}`);
  });

  it('imports PGlite, pdfkit and qrcode only where they are first used', () => {
    for (const lazy of LAZY) expect(staticImports).not.toContain(lazy);
    expect(dynamicImports).toEqual(expect.arrayContaining(LAZY));
  });
});

describe.runIf(onPostgres)('a production process of the bundle on PostgreSQL', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  const loads = path.join(mkdtempSync(path.join(tmpdir(), 'hokej-bundle-')), 'modules.log');
  let t: TestApp;
  let server: ServerProcess;
  let order: Awaited<ReturnType<typeof paidOrder>>;

  /** The specifiers the process's module loader has resolved so far (helpers/module-load-log.mjs). */
  const loaded = () =>
    new Set(
      readFileSync(loads, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ')[0]),
    );

  beforeAll(async () => {
    // A paid order, made by a shop with the sandbox gateway; then the bundle serves the same database.
    t = await createTestApp('postgres', { JWT_SECRET: jwtSecret });
    order = await paidOrder(t, await t.firstEvent(), 1);
    await t.app.close();
    server = await startServerProcess({
      ...PRODUCTION_WITHOUT_CARD,
      DATABASE_URL: t.url,
      JWT_SECRET: jwtSecret,
      // Nothing is delivered (no outbox worker): the address only has to be set.
      SMTP_URL: 'smtp://127.0.0.1:9',
      OUTBOX_POLL_MS: '0',
      SEED: 'none',
      // Observes the loads: the command stays production's own (`node dist/server.js`).
      NODE_OPTIONS: `--import=${pathToFileURL(path.join(apiRoot, 'test/helpers/module-load-log.mjs'))}`,
      MODULE_LOAD_LOG: loads,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await t?.close();
  });

  it('has loaded neither PGlite nor a PDF library before a PDF is asked for, then prints the ticket', async () => {
    const events = await fetch(`${server.base}/v2/event`);
    expect(events.status).toBe(200);
    const before = loaded();
    expect(before.has('fastify')).toBe(true); // the log sees the bundle's imports
    for (const lazy of LAZY) expect(before.has(lazy), lazy).toBe(false);

    const answer = await fetch(`${server.base}/v2/orders/${order.orderId}/tickets`, {
      headers: bearer(order.fan.token),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await answer.arrayBuffer());
    const [ticket] = await queryRows<{ serial: string }>(
      t.db,
      sql`select tk.serial from tickets tk join order_items oi on oi.id = tk.order_item_id
        where oi.order_id = ${order.orderId}`,
    );
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(ticket?.serial);
    // The fonts came from apps/api/assets/fonts, found from the bundle: embedded (subset) in the file.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);

    const after = loaded();
    expect(after.has('pdfkit')).toBe(true);
    expect(after.has('qrcode')).toBe(true);
    expect(after.has('@electric-sql/pglite')).toBe(false);
  });
});
