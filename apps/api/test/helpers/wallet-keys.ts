import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';

export const PASS_TYPE_ID = 'pass.sk.hokej.test.vstupenky';
export const TEAM_ID = 'HKTEST1234';
export const ISSUER_ID = '3388000000012345678';
export const SERVICE_ACCOUNT = 'wallet@hokej-test.iam.gserviceaccount.com';

const rsa = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });

function certificate(
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  publicPem: string,
  signerPem: string,
  serial: string,
  ca: boolean,
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicPem);
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(
    ca ? [{ name: 'basicConstraints', cA: true }] : [{ name: 'basicConstraints', cA: false }],
  );
  cert.sign(forge.pki.privateKeyFromPem(signerPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/**
 * Throw-away wallet credentials made by the test, written to files as an operator would keep them: a CA
 * in the role of Apple's WWDR, a pass-signing certificate it issued, and a Google service account key.
 */
export function walletKeys() {
  const dir = mkdtempSync(join(tmpdir(), 'hokej-wallet-'));
  const caKeys = rsa();
  const caName = [{ name: 'commonName', value: 'Test WWDR CA' }];
  const wwdr = certificate(caName, caName, caKeys.publicKey, caKeys.privateKey, '01', true);
  const signerKeys = rsa();
  const signerName = [
    { name: 'commonName', value: `Pass Type ID: ${PASS_TYPE_ID}` },
    { name: 'organizationalUnitName', value: TEAM_ID },
  ];
  const signer = certificate(signerName, caName, signerKeys.publicKey, caKeys.privateKey, '02', false);
  const google = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text, { mode: 0o600 });
    return path;
  };
  return {
    wwdrPem: wwdr,
    files: {
      wwdr: file('wwdr.pem', wwdr),
      cert: file('pass-cert.pem', signer),
      key: file('pass-key.pem', signerKeys.privateKey),
      google: file(
        'google.json',
        JSON.stringify({
          type: 'service_account',
          client_email: SERVICE_ACCOUNT,
          private_key: google.privateKey,
        }),
      ),
    },
    googlePublicKey: google.publicKey,
    settings(): Record<string, string> {
      return {
        APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE_ID,
        APPLE_WALLET_TEAM_ID: TEAM_ID,
        APPLE_WALLET_CERT_FILE: this.files.cert,
        APPLE_WALLET_KEY_FILE: this.files.key,
        APPLE_WALLET_WWDR_FILE: this.files.wwdr,
        GOOGLE_WALLET_ISSUER_ID: ISSUER_ID,
        GOOGLE_WALLET_KEY_FILE: this.files.google,
      };
    },
  };
}
