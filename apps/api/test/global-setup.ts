import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { postgresReachable } from './helpers/databases.ts';
import { adminQuery, createTemplateDatabase, writePgliteSnapshot } from './helpers/seeded-template.ts';
import { buildApiBundle } from './helpers/server-process.ts';

/**
 * Once per run: the seeded database every suite starts from, on both kinds (helpers/seeded-template.ts),
 * and the production bundle the production processes of the tests run (helpers/server-process.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hokej-test-template-'));
  const snapshot = path.join(dir, 'pglite.tar');
  const [, template] = await Promise.all([
    writePgliteSnapshot(snapshot),
    (await postgresReachable()) ? createTemplateDatabase() : Promise.resolve(''),
    buildApiBundle(),
  ]);
  project.provide('pgliteSnapshot', snapshot);
  project.provide('pgTemplate', template);
  return async () => {
    if (template)
      for (const name of [
        template,
        ...['dev', 'prod'].flatMap((v) => [`${template}_demo_${v}`, `${template}_demo_${v}_making`]),
      ])
        await adminQuery(`drop database if exists ${name} with (force)`);
    await rm(dir, { recursive: true, force: true });
  };
}
