import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The admission a fan gets when the waiting room lets them in: bound to the room (so to its sale), the
 * account and an expiry, and signed with the processes' shared secret, so any process checks it in
 * memory.
 *
 * Layout: `v1.<room uuid hex><user uuid hex><expiry ms base 36>.<MAC base64url>`, where
 * MAC = HMAC-SHA256(secret, "hokej-queue-admission" NUL + the middle part), first 16 bytes.
 */
export interface AdmissionClaims {
  roomId: string;
  userId: string;
  /** Epoch milliseconds on the shop clock. */
  expiresAt: number;
}

const CONTEXT = Buffer.from('hokej-queue-admission\0', 'ascii');
const MAC_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BODY = /^([0-9a-f]{32})([0-9a-f]{32})([0-9a-z]{1,12})$/;
const MAX_TOKEN = 120;

const hex = (uuid: string) => uuid.replaceAll('-', '').toLowerCase();
const uuidOf = (h: string) =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(CONTEXT).update(body).digest().subarray(0, MAC_BYTES);

/** Signs and reads admissions with one secret. */
export function createAdmissionTokens(secret: string) {
  if (secret.length < 16) throw new Error('queue admission secret must be at least 16 characters long');
  return {
    sign(claims: AdmissionClaims): string {
      if (!UUID.test(claims.roomId) || !UUID.test(claims.userId))
        throw new Error('admission ids must be UUIDs');
      const body = `${hex(claims.roomId)}${hex(claims.userId)}${Math.floor(claims.expiresAt).toString(36)}`;
      return `v1.${body}.${mac(secret, body).toString('base64url')}`;
    },

    /** The claims of a token this secret signed, expired or not; undefined for anything else. */
    read(token: string): AdmissionClaims | undefined {
      if (token.length > MAX_TOKEN) return undefined;
      const [version, body, signature] = token.split('.');
      if (version !== 'v1' || !body || !signature) return undefined;
      const parts = BODY.exec(body);
      if (!parts) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(secret, body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return {
        roomId: uuidOf(parts[1] as string),
        userId: uuidOf(parts[2] as string),
        expiresAt: Number.parseInt(parts[3] as string, 36),
      };
    },
  };
}

export type AdmissionTokens = ReturnType<typeof createAdmissionTokens>;
