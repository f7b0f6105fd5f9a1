import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API's folder (`apps/api`), found from this module's own address. From the sources this file is
 * `apps/api/src/api-root.ts`; in production it is inlined into the bundle `apps/api/dist/server.js`
 * (scripts/build.mjs), whose address `import.meta.url` then is. Both lie one folder below `apps/api`, so
 * the folders the shop reads (migrations, fonts) are found the same way from either: keep the bundle
 * directly in `dist/`.
 */
export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's root: the default embedded database folder (`data/`) and the web build are found from it. */
export const repoRoot = path.resolve(apiRoot, '../..');
