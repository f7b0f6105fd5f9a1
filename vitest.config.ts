import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time. Vitest's default is the cores less one, which is one file at a time on the
    // 2-core machines, while an API file spends most of its time waiting on PostgreSQL, a spawned
    // process or a seed: the second core sat idle (docs/performance.md, "Test suite time").
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', 'packages/contract/test/**/*.test.ts'],
          // Migrates and seeds once per run the database every suite copies (test/helpers/seeded-template.ts).
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // One process per worker for all its files, not one per file: each file re-imported the API
          // (Fastify, its route schemas, drizzle, pg, PGlite's WASM) in a fresh process, about half of the
          // stage's CPU. The files share no state but what they make (each its own app and database, a
          // throw-away copy of the run's template); docs/decisions.md, "Test processes".
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Shared around every test: unmount what was rendered; put back stubbed globals.
          setupFiles: ['apps/web/src/shared/testing/setup.test-utils.ts'],
          unstubGlobals: true,
          // Puts back every vi.spyOn before each test, so no file needs its own afterEach(vi.restoreAllMocks).
          restoreMocks: true,
          // One process per worker for all its files, as the api project: the shop's modules, React and
          // happy-dom are imported once (the stage ×0.3 of its wall time). Globals are put back after each
          // test (unstubGlobals, restoreMocks, the setup file's cleanup); a test that found a page's heading
          // waits for its data (`pageLoaded`) before reading the rest (docs/decisions.md, "Test processes").
          isolate: false,
        },
      },
    ],
  },
});
