// Prints the gzip size of the JavaScript a first visit loads (the entry scripts and module preloads named
// in dist/index.html) and fails the build when it is over the budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 200;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const files = [...new Set([...scripts, ...preloads])].filter((src) => src && !/^https?:/.test(src));

let total = 0;
for (const src of files) {
  const bytes = gzipSync(readFileSync(join(dist, src.replace(/^\//, '')))).length;
  total += bytes;
  console.log(`  ${src}: ${(bytes / 1024).toFixed(1)} KB gzip`);
}
const kb = total / 1024;
console.log(`Initial JS: ${kb.toFixed(1)} KB gzip (limit ${LIMIT_KB} KB)`);
if (files.length === 0 || kb > LIMIT_KB) {
  if (files.length === 0) console.error('No entry script found in dist/index.html');
  process.exit(1);
}
