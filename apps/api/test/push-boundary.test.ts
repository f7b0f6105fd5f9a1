import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pushBoundaryBreaches } from './helpers/push-boundary.ts';

const SRC = join(import.meta.dirname, '../src');

const fixtures: string[] = [];
afterAll(() => {
  for (const root of fixtures) rmSync(root, { recursive: true, force: true });
});
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'push-boundary-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  fixtures.push(root);
  return root;
}

describe('the seat feed has one way in', () => {
  it('no code outside push/ writes push_log or NOTIFYs, and none imports more of push/ than publish, hub and routes', () => {
    expect(pushBoundaryBreaches(SRC)).toEqual([]);
  });

  it('names a module that logs, notifies or imports push/ internals by hand, and lets comments and publish be', () => {
    const root = fixture({
      'modules/push/publish.ts':
        'export const publish = () => sql`insert into push_log (setup_id) values (1)`;\n',
      'modules/push/seat-changes.ts': "export const n = sql`select pg_notify('seat_changes', '{}')`;\n",
      'modules/cart/release.ts': [
        "import { publish } from '../push/publish.ts';",
        '// Logged and NOTIFYed by publish: insert into push_log happens in push/.',
        'export const q = sql`with logged as (INSERT INTO push_log (setup_id, payload) select 1, 2) select 1`;',
        '',
      ].join('\n'),
      'modules/billing/settle.ts': "import { notifyLogged } from '../push/seat-changes.ts';\n",
      'jobs/sweeper.ts': "export const q = sql`select pg_notify($1, 'x')`;\n",
      'modules/setup-admin/seats.ts': "export const q = 'NOTIFY seat_changes';\n",
      'modules/read-cache/reads.ts': "import type { SeatObserver } from '../push/push-hub.ts';\n",
    });
    expect(pushBoundaryBreaches(root)).toEqual([
      'jobs/sweeper.ts: writes the feed by hand (pg_notify()',
      "modules/billing/settle.ts: imports ../push/seat-changes.ts (push/'s inside)",
      'modules/cart/release.ts: writes the feed by hand (INSERT INTO push_log)',
      'modules/setup-admin/seats.ts: writes the feed by hand (NOTIFY seat_changes)',
    ]);
  });
});
