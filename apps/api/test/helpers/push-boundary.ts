import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readModuleGraph } from './module-graph.ts';

// The seat feed has one way in (issue 18): writers call push/publish.ts, and only push/ writes push_log
// or NOTIFYs. This reads a source tree and names every place outside push/ that goes around it.

/** What other code may import of push/: the writers' API, the hub (readers) and the routes (the app). */
const PUSH_SURFACE = ['publish.ts', 'push-hub.ts', 'push-routes.ts'];

// Statements that write the feed by hand: a push_log write, a NOTIFY or pg_notify (any channel).
const WRITES = [
  /\b(?:insert\s+into|update|delete\s+from)\s+push_log\b/i,
  /\bpg_notify\s*\(/i,
  /\bNOTIFY\s+[a-z_"]+/,
];

/** The text without its comments (line and block), so a comment may still say what happens. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every breach of the feed's one way in under `src`, as `file: what` (empty when there is none). */
export function pushBoundaryBreaches(src: string): string[] {
  const found: string[] = [];
  for (const path of sourceFiles(src)) {
    const file = relative(src, path).split(sep).join('/');
    if (file.startsWith('modules/push/')) continue;
    const code = withoutComments(readFileSync(path, 'utf8'));
    for (const write of WRITES) {
      const match = code.match(write);
      if (match) found.push(`${file}: writes the feed by hand (${match[0]})`);
    }
  }
  for (const [from, edges] of readModuleGraph(src)) {
    if (from === 'modules/push') continue;
    for (const tie of edges.get('modules/push') ?? []) {
      const target = tie.names.split('/').pop() ?? '';
      if (!PUSH_SURFACE.includes(target)) found.push(`${tie.file}: imports ${tie.names} (push/'s inside)`);
    }
  }
  return found.sort();
}
