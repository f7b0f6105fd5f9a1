import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { expect } from 'vitest';

/** Whether `signature` is a valid detached PKCS #7 signature of `manifest` by a certificate of the CA in `caFile`. */
export function signatureVerifies(signature: Uint8Array, manifest: Uint8Array, caFile: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'hokej-pkpass-'));
  writeFileSync(join(dir, 'signature'), signature);
  writeFileSync(join(dir, 'manifest.json'), manifest);
  try {
    execFileSync(
      'openssl',
      [
        'smime',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        join(dir, 'signature'),
        '-content',
        join(dir, 'manifest.json'),
        '-CAfile',
        caFile,
        '-purpose',
        'any',
        '-out',
        '/dev/null',
      ],
      { stdio: 'pipe' },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * The files of an Apple Wallet pass (a .pkpass answer's body), checked as a phone checks them: every file's
 * SHA-1 in the manifest and the manifest signed by a certificate of the CA in `caFile`.
 */
export function openApplePass(rawPayload: Buffer, caFile: string) {
  const files = unzipSync(new Uint8Array(rawPayload));
  const manifest = JSON.parse(Buffer.from(files['manifest.json'] as Uint8Array).toString()) as Record<
    string,
    string
  >;
  for (const [name, content] of Object.entries(files)) {
    if (name === 'manifest.json' || name === 'signature') continue;
    expect(manifest[name], name).toBe(createHash('sha1').update(content).digest('hex'));
  }
  const signature = files.signature as Uint8Array;
  expect(signatureVerifies(signature, files['manifest.json'] as Uint8Array, caFile)).toBe(true);
  const pass = JSON.parse(Buffer.from(files['pass.json'] as Uint8Array).toString());
  return { files, manifest, signature, pass };
}
