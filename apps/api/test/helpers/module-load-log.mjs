// Loaded with `--import` (NODE_OPTIONS) into a process a test observes: every module the process's ES module
// loader resolves (its own imports and the npm packages they name; not the `require`s inside CommonJS
// packages) is appended, one address per line, to the file named by MODULE_LOAD_LOG.
import { register } from 'node:module';

register('./module-load-log-hooks.mjs', import.meta.url, { data: { file: process.env.MODULE_LOAD_LOG } });
