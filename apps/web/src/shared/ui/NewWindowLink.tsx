import type { ReactNode } from 'react';
import { sk } from '../i18n/sk.ts';

/** A link that opens in a new window (the terms beside a form being filled in), and says so to screen readers. */
export function NewWindowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {sk.common.newWindow}</span>
    </a>
  );
}
