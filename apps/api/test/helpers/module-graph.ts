import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// A module graph read from import statements. In the API a node is a folder of src/modules, another
// folder of src (jobs, http, db…) or a file directly in src (app.ts, config.ts…); in the web a folder of
// src/features is a node of its own in the same way. An edge is one relative import from a file of one
// node to a file of another, remembered with the line that makes it.

/** One import that ties two nodes: the importing file (relative to src) and what it names. */
export type Tie = { file: string; names: string };
export type ModuleGraph = Map<string, Map<string, Tie[]>>;

// `import … from`, `import type … from`, `export … from` (over several lines), a bare `import '…'` and
// a dynamic `import('…')`. `[^;]` keeps a match inside one statement.
const IMPORTS = [
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The node a file of `src` belongs to: `<grouping>/<folder>`, `<folder>` or the file itself. */
export function nodeOf(src: string, file: string, grouping = 'modules'): string {
  const parts = relative(src, file).split(sep);
  if (parts[0] === grouping && parts.length > 2) return `${grouping}/${parts[1]}`;
  return parts[0] as string;
}

/**
 * Every relative import of the files under `src` that crosses from one node to another; the folders of
 * `grouping` (src/modules in the API, src/features in the web) are nodes each.
 */
export function readModuleGraph(src: string, grouping = 'modules'): ModuleGraph {
  const root = resolve(src);
  const graph: ModuleGraph = new Map();
  for (const file of sourceFiles(root)) {
    const from = nodeOf(root, file, grouping);
    const text = readFileSync(file, 'utf8');
    for (const pattern of IMPORTS) {
      for (const match of text.matchAll(pattern)) {
        const names = match[1] as string;
        if (!names.startsWith('.')) continue;
        const target = resolve(dirname(file), names);
        if (relative(root, target).startsWith('..')) continue;
        const to = nodeOf(root, target, grouping);
        if (to === from) continue;
        const edges = graph.get(from) ?? new Map<string, Tie[]>();
        graph.set(from, edges);
        edges.set(to, [...(edges.get(to) ?? []), { file: relative(root, file), names }]);
      }
    }
  }
  return graph;
}

/**
 * The cycles of the graph: each strongly connected set of two or more nodes (Tarjan), its nodes sorted,
 * so any two nodes that reach each other, however far round, are found.
 */
export function cyclesOf(graph: ModuleGraph): string[][] {
  const nodes = new Set<string>(graph.keys());
  for (const edges of graph.values()) for (const to of edges.keys()) nodes.add(to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const set: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      set.push(member);
    } while (member !== node);
    if (set.length > 1) cycles.push(set.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return cycles;
}

/** A cycle in words: each import that ties two of its nodes, for the failure message. */
export function describeCycle(graph: ModuleGraph, cycle: string[]): string {
  const lines = cycle.flatMap((from) =>
    [...(graph.get(from) ?? [])]
      .filter(([to]) => cycle.includes(to))
      .flatMap(([to, ties]) => ties.map((tie) => `  ${from} -> ${to}: ${tie.file} imports ${tie.names}`)),
  );
  return [`cycle of ${cycle.join(', ')}`, ...lines].join('\n');
}
