/** The first link of a text that goes to `pathname` (e.g. "/verify" or "/reset/"). */
export function linkIn(text: string, pathname: string): URL {
  for (const match of text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathname)) return url;
  }
  throw new Error(`no link to ${pathname} in:\n${text}`);
}

/** The verification link's hash and e-mail as GET /v2/user/verify-email takes them. */
export function verifyQuery(text: string): string {
  return linkIn(text, '/verify').search;
}

/** The reset link's hash (the last path segment of /reset/{hash}). */
export function resetHash(text: string): string {
  return decodeURIComponent(linkIn(text, '/reset/').pathname.split('/').at(-1) ?? '');
}

/** The 6-digit code of an SMS. */
export function codeIn(text: string): string {
  const code = text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}
