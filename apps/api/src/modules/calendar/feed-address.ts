import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret part of a fan's calendar-feed address: the user's id and a MAC over it and the feed's
 * version, so nothing is stored and a new version ends every older address.
 *
 * Layout: `<user uuid hex><MAC base64url>`, MAC = HMAC-SHA256(secret, "hokej-calendar-feed" NUL +
 * user hex + ":" + version), first 16 bytes.
 */
const CONTEXT = Buffer.from('hokej-calendar-feed\0', 'ascii');
const MAC_BYTES = 16;
const TOKEN = /^([0-9a-f]{32})([A-Za-z0-9_-]{22})$/;

const hex = (uuid: string) => uuid.replaceAll('-', '').toLowerCase();
const uuidOf = (h: string) =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;

export function createFeedAddresses(secret: string) {
  if (secret.length < 16) throw new Error('calendar feed secret must be at least 16 characters long');
  const mac = (userHex: string, version: number) =>
    createHmac('sha256', secret)
      .update(CONTEXT)
      .update(`${userHex}:${version}`)
      .digest()
      .subarray(0, MAC_BYTES);
  return {
    token(userId: string, version: number): string {
      const userHex = hex(userId);
      return `${userHex}${mac(userHex, version).toString('base64url')}`;
    },
    /** The user a token names, if it is well formed; `verify` then checks it against their version. */
    userOf(token: string): string | undefined {
      const match = TOKEN.exec(token);
      return match?.[1] ? uuidOf(match[1]) : undefined;
    },
    verify(token: string, version: number): boolean {
      const match = TOKEN.exec(token);
      if (!match?.[1] || !match[2]) return false;
      const given = Buffer.from(match[2], 'base64url');
      return given.length === MAC_BYTES && timingSafeEqual(given, mac(match[1], version));
    },
  };
}

export type FeedAddresses = ReturnType<typeof createFeedAddresses>;
