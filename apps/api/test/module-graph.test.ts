import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclesOf, describeCycle, readModuleGraph } from './helpers/module-graph.ts';

const SRC = join(import.meta.dirname, '../src');

/** Writes a small source tree (path → text) into a fresh folder and answers the folder. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'module-graph-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  fixtures.push(root);
  return root;
}
const fixtures: string[] = [];
afterAll(() => {
  for (const root of fixtures) rmSync(root, { recursive: true, force: true });
});

describe('the API module graph', () => {
  it('has no cycle: no two modules (or src folders) import each other, even through a third', () => {
    const graph = readModuleGraph(SRC);
    // The reader sees the house: the money modules' arrows are there, one way.
    expect(graph.get('modules/payments')?.has('modules/billing')).toBe(true);
    expect(graph.get('modules/billing')?.has('modules/orders')).toBe(true);
    const cycles = cyclesOf(graph);
    expect(cycles.map((cycle) => describeCycle(graph, cycle))).toEqual([]);
  });

  it('holds no test switch: no UNSAFE_ setting and no control-run file in src (they live in test/)', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => f.includes('control-run'))).toEqual([]);
    expect(files.filter((f) => readFileSync(join(SRC, f), 'utf8').includes('UNSAFE_'))).toEqual([]);
  });

  it('finds a cycle through a third module, whatever the form of the import', () => {
    const root = fixture({
      'modules/bank/import.ts': "import type { Settled } from '../billing/settle.ts';\nexport const a = 1;\n",
      'modules/billing/settle.ts': "export {\n  notify,\n} from '../notifications/outbox.ts';\n",
      'modules/notifications/outbox.ts':
        "export async function f() {\n  await import('../bank/import.ts');\n}\n",
      'modules/catalog/list.ts': "import { a } from '../bank/import.ts';\nimport 'node:fs';\n",
      'jobs/every.ts': "import '../modules/catalog/list.ts';\n",
    });
    const graph = readModuleGraph(root);
    const cycles = cyclesOf(graph);
    expect(cycles).toEqual([['modules/bank', 'modules/billing', 'modules/notifications']]);
    expect(describeCycle(graph, cycles[0] as string[])).toContain(
      'modules/billing -> modules/notifications: modules/billing/settle.ts imports ../notifications/outbox.ts',
    );
    expect(graph.get('jobs')?.has('modules/catalog')).toBe(true);
  });

  it('finds two modules that import each other, and none in a graph that goes one way', () => {
    const twoWays = fixture({
      'modules/arena/map.ts': "import { x } from '../push/feed.ts';\n",
      'modules/push/feed.ts': "import { y } from '../arena/map.ts';\n",
    });
    expect(cyclesOf(readModuleGraph(twoWays))).toEqual([['modules/arena', 'modules/push']]);
    const oneWay = fixture({
      'modules/arena/map.ts': "import { x } from '../push/feed.ts';\nimport { z } from './seats.ts';\n",
      'modules/arena/seats.ts': 'export const z = 1;\n',
      'modules/push/feed.ts': "import { sql } from 'drizzle-orm';\n",
    });
    expect(cyclesOf(readModuleGraph(oneWay))).toEqual([]);
  });
});

const WEB_SRC = join(import.meta.dirname, '../../web/src');

/** The imports of the shop's own (not test) files that leave `from` for a node `allowed` does not accept. */
function forbiddenImports(src: string, allowed: (from: string, to: string) => boolean): string[] {
  const found: string[] = [];
  for (const [from, edges] of readModuleGraph(src, 'features')) {
    for (const [to, ties] of edges) {
      if (allowed(from, to)) continue;
      for (const tie of ties.filter((t) => !/\.test(-utils)?\.tsx?$/.test(t.file)))
        found.push(`${from} -> ${to}: ${tie.file} imports ${tie.names}`);
    }
  }
  return found;
}

// A web feature (src/features/<folder>) uses src/shared and nothing of another feature or of the app
// shell; src/shared uses only itself. The app shell (routes, layout) is the one place that joins them.
const webLayers = (from: string, to: string) => {
  if (from.startsWith('features/')) return to === 'shared' || to === 'styles';
  if (from === 'shared') return to === 'styles';
  return true;
};

describe('the web feature graph', () => {
  it('has features that import only shared code, never another feature or the app shell', () => {
    const graph = readModuleGraph(WEB_SRC, 'features');
    expect([...graph.keys()].filter((node) => node.startsWith('features/')).length).toBeGreaterThan(8);
    expect(forbiddenImports(WEB_SRC, webLayers)).toEqual([]);
  });

  it('names a feature that imports another, or shared code that imports a feature', () => {
    const root = fixture({
      'features/cart/pages/CartPage.tsx': "import { OrderRow } from '../../orders/OrderRow.tsx';\n",
      'features/cart/pages/CartPage.test.tsx': "import { routes } from '../../../app/router.tsx';\n",
      'features/orders/OrderRow.tsx': "import { price } from '../../shared/money.ts';\n",
      'shared/money.ts': "import { x } from '../features/orders/OrderRow.tsx';\n",
      'app/router.tsx': "import { CartPage } from '../features/cart/pages/CartPage.tsx';\n",
    });
    expect(forbiddenImports(root, webLayers)).toEqual([
      'features/cart -> features/orders: features/cart/pages/CartPage.tsx imports ../../orders/OrderRow.tsx',
      'shared -> features/orders: shared/money.ts imports ../features/orders/OrderRow.tsx',
    ]);
  });
});
