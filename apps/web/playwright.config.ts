import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { walletKeys } from '../api/test/helpers/wallet-keys.ts';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// The API serves the built shop (WEB_DIST) on one port, with the demo data in a fresh embedded database
// unless CI hands over a real PostgreSQL in DATABASE_URL.
const databaseEnv: Record<string, string> = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL }
  : { DATA_DIR: mkdtempSync(join(tmpdir(), 'hokej-e2e-')) };

// Phone wallets as the club would set them up, with throw-away certificates and keys made here (a test CA
// in the role of Apple's WWDR, a Google service-account key): the shop offers the wallet buttons.
const wallets = walletKeys().settings();

/** Whether the command line names spec files (a developer's run of a few), not the whole suite. */
const namedSpecs = process.argv.some((arg) => /\.spec\.ts(:\d+)?$/.test(arg));

export default defineConfig({
  testDir: './e2e',
  // Builds the API's production bundle for the specs that start a production shop of their own.
  globalSetup: './e2e/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The journeys share the demo fan's cart and the shop's settings (a queue, a sale), so they run one at a
  // time. The page checks (e2e/every-page/) only read: in a whole run they go first, two browsers side by
  // side, then the journeys. A run of named spec files (`npx playwright test e2e/X.spec.ts`) runs just those.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'pages', testMatch: /every-page\/.*\.spec\.ts$/, fullyParallel: true },
    {
      name: 'journeys',
      testIgnore: /every-page\//,
      dependencies: namedSpecs ? [] : ['pages'],
      workers: 1,
    },
  ],
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    locale: 'sk-SK',
    timezoneId: 'Europe/Bratislava',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx ../api/src/server.ts',
    cwd: here,
    url: `${baseURL}/v2/health`,
    reuseExistingServer: false,
    // A fresh database is migrated and seeded first; on a busy shared machine that took over 2 minutes.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...databaseEnv,
      PORT: String(port),
      // E-mailed links must open the shop on the origin the browser uses (its stored session is per origin).
      PUBLIC_URL: baseURL,
      SEED: 'demo',
      WEB_DIST: resolve(here, 'dist'),
      JWT_SECRET: 'e2e-only-secret-that-is-long-enough-for-hs256-0123456789',
      LOG_LEVEL: 'warn',
      ...wallets,
    },
  },
});
