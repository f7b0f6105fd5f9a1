// The registry mirror these machines use lacks some platform binaries (e.g. Biome's macOS and
// Windows CLIs). npm then writes a lock that names them as optional dependencies without entries,
// and `npm ci` refuses it. This drops such names so the lock `npm install` leaves is one `npm ci` takes.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const installed = new Set(Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, '')));
let pruned = 0;
for (const entry of Object.values(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!installed.has(name)) {
      delete entry.optionalDependencies[name];
      pruned += 1;
    }
  }
}
if (pruned > 0) {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`prune-lock: dropped ${pruned} optional dependencies the registry does not have`);
}
