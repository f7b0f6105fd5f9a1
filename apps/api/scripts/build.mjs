// The production build of the API (`npm run build -w @hokej/api`): src/server.ts and the operator's staff
// command src/cli/create-staff.ts (`npm run admin`), each with every module it imports and the workspace's
// own packages (@hokej/contract, TypeScript sources) inlined, as one ES module in dist/ (server.js,
// create-staff.js) that plain `node` runs (docs/operations.md, "Upgrades"). npm packages stay external:
// node loads them from node_modules as before, and the rarely used ones (PGlite, pdfkit, qrcode) only when
// first used. Nothing is compiled while the shop starts, and no compiler stays in its memory
// (docs/performance.md, "The production bundle").
//
// The bundles must stay directly in dist/: src/api-root.ts finds apps/api one folder above it.
// esbuild is the compiler tsx runs on, installed with it (tsx is a dependency of this package; the lock
// has one esbuild at node_modules/esbuild), so the build needs nothing more.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every bare import (an npm package) stays external, except the workspace's own packages. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@hokej/') ? undefined : { external: true },
    );
  },
};

const result = await build({
  absWorkingDir: apiRoot,
  entryPoints: { server: 'src/server.ts', 'create-staff': 'src/cli/create-staff.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Names as in the sources (a function's or class's `name` is what the sources say).
  keepNames: true,
  // dist/server.js.map, for `node --enable-source-maps dist/server.js` when a stack trace needs the sources.
  sourcemap: 'linked',
  legalComments: 'none',
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
  write: false,
});

// Written beside and renamed over the old files, so a process starting meanwhile (a test run next to a
// build) never reads half a bundle.
mkdirSync(path.join(apiRoot, 'dist'), { recursive: true });
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
for (const bundle of result.outputFiles.filter((file) => file.path.endsWith('.js')))
  console.log(
    `API bundle: ${path.relative(process.cwd(), bundle.path)} (${Math.round(bundle.contents.length / 1024)} KB)`,
  );
