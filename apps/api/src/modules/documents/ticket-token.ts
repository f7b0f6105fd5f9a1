import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token printed as the ticket's QR code and checked at the gate.
 *
 * Binary layout, then base64url without padding:
 *   version (1 byte) | ticket id (16) | setup id (16) | serial length (1) | serial (ASCII) | MAC (16)
 * MAC = HMAC-SHA256(secret, "hokej-ticket-token" NUL + everything before it), first 16 bytes (128 bits,
 * as HMAC-SHA-256-128 of RFC 4868). The label keeps a MAC of this token from being valid for anything
 * else that the same secret signs. With a serial such as `2026-000123` the token is 82 characters, at most 110.
 */
export interface TicketClaims {
  ticketId: string;
  serial: string;
  setupId: string;
}

const VERSION = 1;
const MAC_BYTES = 16;
const UUID_BYTES = 16;
const HEADER_BYTES = 1 + UUID_BYTES + UUID_BYTES + 1;
const CONTEXT = Buffer.from('hokej-ticket-token\0', 'ascii');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Serials are short printable codes such as `2026-000123`; longer ones would crowd the QR code. */
export const SERIAL_PATTERN = /^[0-9A-Za-z/-]{1,24}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function uuidToBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replaceAll('-', ''), 'hex');
}

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function mac(secret: string | Buffer, payload: Buffer): Buffer {
  return createHmac('sha256', secret).update(CONTEXT).update(payload).digest().subarray(0, MAC_BYTES);
}

function assertSecret(secret: string | Buffer): void {
  if (secret.length < 16) throw new Error('ticket token secret must be at least 16 bytes long');
}

/** A compact token for the QR code that only the holder of `secret` can have made. */
export function signTicketToken(secret: string | Buffer, claims: TicketClaims): string {
  assertSecret(secret);
  if (!UUID.test(claims.ticketId)) throw new Error('ticketId must be a UUID');
  if (!UUID.test(claims.setupId)) throw new Error('setupId must be a UUID');
  if (!SERIAL_PATTERN.test(claims.serial)) throw new Error(`serial must match ${SERIAL_PATTERN}`);
  const payload = Buffer.concat([
    Buffer.of(VERSION),
    uuidToBytes(claims.ticketId),
    uuidToBytes(claims.setupId),
    Buffer.of(claims.serial.length),
    Buffer.from(claims.serial, 'ascii'),
  ]);
  return Buffer.concat([payload, mac(secret, payload)]).toString('base64url');
}

/** The claims of a token this secret signed, or null for a forged, altered, cut or malformed one. */
export function verifyTicketToken(secret: string | Buffer, token: string): TicketClaims | null {
  assertSecret(secret);
  if (typeof token !== 'string' || token.length > 200 || !BASE64URL.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // Only the canonical spelling is accepted, so one ticket has exactly one valid token text.
  if (bytes.toString('base64url') !== token) return null;
  if (bytes.length < HEADER_BYTES + 1 + MAC_BYTES || bytes[0] !== VERSION) return null;
  const serialLength = bytes[HEADER_BYTES - 1] ?? 0;
  if (bytes.length !== HEADER_BYTES + serialLength + MAC_BYTES) return null;
  const payload = bytes.subarray(0, bytes.length - MAC_BYTES);
  if (!timingSafeEqual(mac(secret, payload), bytes.subarray(payload.length))) return null;
  const serial = payload.subarray(HEADER_BYTES).toString('ascii');
  if (!SERIAL_PATTERN.test(serial)) return null;
  return {
    ticketId: bytesToUuid(payload.subarray(1, 1 + UUID_BYTES)),
    setupId: bytesToUuid(payload.subarray(1 + UUID_BYTES, 1 + 2 * UUID_BYTES)),
    serial,
  };
}
