/** Reads the claims the shop needs (name, roles, expiry) from an access token; the signature is the API's business. */
import type { AccessClaims } from '@hokej/contract';

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readAccessClaims(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Partial<AccessClaims>;
    return {
      sub: String(claims.sub ?? ''),
      role: Array.isArray(claims.role) ? claims.role.map(String) : [],
      name: String(claims.name ?? ''),
      exp: Number(claims.exp ?? 0),
    };
  } catch {
    return null;
  }
}
