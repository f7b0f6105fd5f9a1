import { describe, expect, it } from 'vitest';
import { signTicketToken, verifyTicketToken } from '../src/modules/documents/ticket-token.ts';

const secret = 'gate-secret-shared-by-all-processes';
const claims = {
  ticketId: '0b6f4f7e-3c1a-4d6e-9a51-2f1f7f0c9e11',
  setupId: '7d2c9b1e-5a4f-4e8b-b0c3-6a9e1d2f3b44',
  serial: '2026-000123',
};

/** The token with one character changed to another base64url character. */
function alter(token: string, at: number): string {
  const swapped = token[at] === 'A' ? 'B' : 'A';
  return token.slice(0, at) + swapped + token.slice(at + 1);
}

describe('ticket token', () => {
  it('a signed ticket token verifies back to its ticket, setup and serial', () => {
    const token = signTicketToken(secret, claims);
    expect(verifyTicketToken(secret, token)).toEqual(claims);
  });

  it('is short enough for a robust QR code and URL-safe', () => {
    const token = signTicketToken(secret, { ...claims, serial: 'ABCDEFGHIJKLMNOPQRSTUVWX' });
    expect(token.length).toBeLessThan(120);
    expect(signTicketToken(secret, claims)).toMatch(/^[A-Za-z0-9_-]{82}$/);
  });

  it('a token with any single character changed is refused', () => {
    const token = signTicketToken(secret, claims);
    for (let at = 0; at < token.length; at += 1) {
      expect(verifyTicketToken(secret, alter(token, at)), `position ${at}`).toBeNull();
    }
  });

  it('a truncated, extended or garbled token is refused', () => {
    const token = signTicketToken(secret, claims);
    expect(verifyTicketToken(secret, token.slice(0, -1))).toBeNull();
    expect(verifyTicketToken(secret, token.slice(0, 40))).toBeNull();
    expect(verifyTicketToken(secret, `${token}A`)).toBeNull();
    expect(verifyTicketToken(secret, '')).toBeNull();
    expect(verifyTicketToken(secret, `${token.slice(0, 10)}+${token.slice(11)}`)).toBeNull();
    expect(verifyTicketToken(secret, 'x'.repeat(5000))).toBeNull();
  });

  it('a token signed with another key is refused', () => {
    const foreign = signTicketToken('another-club-or-an-attacker-key', claims);
    expect(verifyTicketToken(secret, foreign)).toBeNull();
  });

  it('the serial cannot be moved to another ticket: each claim is covered by the signature', () => {
    const a = Buffer.from(signTicketToken(secret, claims), 'base64url');
    const b = Buffer.from(signTicketToken(secret, { ...claims, serial: '2026-000999' }), 'base64url');
    const spliced = Buffer.concat([b.subarray(0, b.length - 16), a.subarray(a.length - 16)]);
    expect(verifyTicketToken(secret, spliced.toString('base64url'))).toBeNull();
  });

  it('refuses to sign with a short secret or malformed claims', () => {
    expect(() => signTicketToken('short', claims)).toThrow();
    expect(() => signTicketToken(secret, { ...claims, ticketId: '42' })).toThrow();
    expect(() => signTicketToken(secret, { ...claims, serial: 'with space' })).toThrow();
    expect(() => signTicketToken(secret, { ...claims, serial: 'Š-1' })).toThrow();
  });
});
