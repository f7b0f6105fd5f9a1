import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { freePort } from '../api/test/helpers/server-process.ts';
import { walletKeys } from '../api/test/helpers/wallet-keys.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Whether the command line names spec files (a developer's run of a few), not the whole suite. */
const namedSpecs = process.argv.some((arg) => /\.spec\.ts(:\d+)?$/.test(arg));

// Free ports, chosen once by the runner; its workers inherit them with its environment.
/** The port in the environment variable `name`, a free one put there first when it has none. */
async function portIn(name: string): Promise<string> {
  process.env[name] ??= String(await freePort());
  return process.env[name];
}
const firstPort = await portIn('E2E_PORT');
const secondPort = await portIn('E2E_SECOND_PORT');
const shopURL = (port: string) => `http://127.0.0.1:${port}`;
const baseURL = shopURL(firstPort);

// The API serves the built shop (WEB_DIST), with the demo data in a fresh embedded database unless CI
// hands over a real PostgreSQL in DATABASE_URL. A whole run starts a second such shop with a database of
// its own (`<name>_second`, made empty by e2e/second-shop-database.ts), and the journeys are split between
// the two: each half runs one at a time against its shop, the two halves side by side.
const firstDatabase: Record<string, string> = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL }
  : { DATA_DIR: mkdtempSync(join(tmpdir(), 'hokej-e2e-')) };
const secondDatabaseUrl = process.env.DATABASE_URL
  ? process.env.DATABASE_URL.replace(/\/([a-z0-9_]+)$/, '/$1_second')
  : undefined;
const secondDatabase: Record<string, string> = secondDatabaseUrl
  ? { DATABASE_URL: secondDatabaseUrl }
  : { DATA_DIR: mkdtempSync(join(tmpdir(), 'hokej-e2e-second-')) };

// Phone wallets as the club would set them up, with throw-away certificates and keys made here (a test CA
// in the role of Apple's WWDR, a Google service-account key): the shop offers the wallet buttons.
const wallets = walletKeys().settings();

/**
 * The journeys run against the second shop in a whole run: about half the suite's journey time (measured
 * per spec, docs/decisions.md "Test processes"). Any journey may be here; a spec that reaches into its
 * shop's database asks `serverDatabaseUrl()` (shopClock.ts) for the one of its project.
 */
const secondShopJourneys = [
  'access',
  'accounts',
  'admin-club',
  'admin-content',
  'admin-relocation',
  'app-shell',
  'busy',
  'english-purchase',
  'installments',
  'installments-no-card',
  'my-orders-layout',
  'season-holder',
  'season-journey',
  'season-lending',
  'season-renewal',
  'seat-editor',
  'seat-map',
  'seat-map-contrast',
  'seat-map-touch',
  'seat-picking',
  'seat-release',
  'security-headers',
  'texts-review',
  'waiting-list',
];
const onSecondShop = new RegExp(`/(${secondShopJourneys.join('|')})\\.spec\\.ts$`);

/** One shop: the API as its own process on `port`, its e-mailed links on its own origin. */
function shop(port: string, database: Record<string, string>, prepare?: string) {
  const start = 'npx tsx ../api/src/server.ts';
  return {
    command: prepare ? `${prepare} && ${start}` : start,
    cwd: here,
    url: `${shopURL(port)}/v2/health`,
    reuseExistingServer: false,
    // A fresh database is migrated and seeded first; on a busy shared machine that took over 2 minutes.
    timeout: 300_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...database,
      PORT: port,
      // E-mailed links must open the shop on the origin the browser uses (its stored session is per origin).
      PUBLIC_URL: shopURL(port),
      SEED: 'demo',
      WEB_DIST: resolve(here, 'dist'),
      JWT_SECRET: 'e2e-only-secret-that-is-long-enough-for-hs256-0123456789',
      LOG_LEVEL: 'warn',
      ...wallets,
    },
  };
}

const split = !namedSpecs;

export default defineConfig({
  testDir: './e2e',
  // Builds the API's production bundle for the specs that start a production shop of their own.
  globalSetup: './e2e/global-setup.ts',
  // Two journeys and two shops share the 2-core machine in a whole run.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // The journeys of one shop share the demo fan's cart and the shop's settings (a queue, a sale), so they
  // run one at a time against it. The page checks (e2e/every-page/) only read: in a whole run they go
  // first, two browsers side by side, then the journeys, half against each shop. A run of named spec files
  // (`npx playwright test e2e/X.spec.ts`) runs just those, against one shop.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'pages', testMatch: /every-page\/.*\.spec\.ts$/, fullyParallel: true },
    {
      name: 'journeys',
      testIgnore: split ? [/every-page\//, onSecondShop] : /every-page\//,
      dependencies: split ? ['pages'] : [],
      workers: 1,
    },
    ...(split
      ? [
          {
            name: 'journeys-second-shop',
            testMatch: onSecondShop,
            dependencies: ['pages'],
            workers: 1,
            use: { baseURL: shopURL(secondPort) },
            metadata: { databaseUrl: secondDatabaseUrl },
          },
        ]
      : []),
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
  webServer: [
    shop(firstPort, firstDatabase),
    ...(split
      ? [
          shop(
            secondPort,
            secondDatabase,
            secondDatabaseUrl ? 'npx tsx e2e/second-shop-database.ts' : undefined,
          ),
        ]
      : []),
  ],
});
