/** The pieces of the nginx topology test (nginx-topology.test.ts) that are files on disk. */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shippedSnippets } from './nginx.ts';

/**
 * The built web app as nginx and the shop see it, under `dir`: index.html and one hashed `asset`. nginx's
 * workers run as an unprivileged user (nobody when started by root), so they must be able to read it.
 */
export function fakeWebDist(dir: string, asset: string): string {
  chmodSync(dir, 0o755);
  const web = path.join(dir, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Vstupenky</title><div id="root"></div>');
  writeFileSync(path.join(web, asset), 'console.log("vstupenky");\n');
  return web;
}

/**
 * The control run's locations, written to `dir/buffered-locations.conf`: the shipped ones with the live
 * stream buffered and compressed, as an http-level `gzip on` with event streams among its types would do
 * without the snippet's two lines.
 */
export function writeBufferedLocations(dir: string): string {
  const shipped = readFileSync(path.join(shippedSnippets, 'hokej-shop-locations.conf'), 'utf8');
  if (!['proxy_buffering off;', 'gzip off;'].every((line) => shipped.includes(line)))
    throw new Error('the shipped stream is not unbuffered');
  const file = path.join(dir, 'buffered-locations.conf');
  writeFileSync(
    file,
    shipped
      .replace('proxy_buffering off;', 'proxy_buffering on;')
      .replace('gzip off;', 'gzip on; gzip_types text/event-stream; gzip_min_length 1;'),
  );
  return file;
}
