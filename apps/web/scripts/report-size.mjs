// Prints the gzip size of what a first visit loads (the entry scripts, module preloads and style sheets named
// in dist/index.html) and fails the build when the JavaScript or the CSS is over its budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Issue 18 part 5. JS was 170 KB for a while after i18next came (issue 22); back to 150 (docs/decisions.md).
const BUDGET_KB = { js: 150, css: 25 };
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const local = (srcs) => [...new Set(srcs)].filter((src) => src && !/^https?:/.test(src));
const hrefs = (pattern) => [...html.matchAll(pattern)].map((m) => m[1]);
const files = {
  js: local([
    ...hrefs(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...hrefs(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]),
  css: local(hrefs(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)),
};

let failed = false;
for (const kind of ['js', 'css']) {
  let total = 0;
  for (const src of files[kind]) {
    const bytes = gzipSync(readFileSync(join(dist, src.replace(/^\//, '')))).length;
    total += bytes;
    console.log(`  ${src}: ${(bytes / 1024).toFixed(1)} KB gzip`);
  }
  const kb = total / 1024;
  const label = kind === 'js' ? 'Initial JS' : 'Initial CSS';
  console.log(`${label}: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB[kind]} KB)`);
  if (files[kind].length === 0) {
    console.error(`No ${kind === 'js' ? 'entry script' : 'style sheet'} found in dist/index.html`);
    failed = true;
  } else if (kb > BUDGET_KB[kind]) {
    console.error(
      `${label} is over its budget of ${BUDGET_KB[kind]} KB gzip: make something load later or drop it.`,
    );
    failed = true;
  }
}
if (failed) process.exit(1);
