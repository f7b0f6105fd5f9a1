/** Who may use the club's back office (/admin): ADMIN everything, CASHIER the box office and the gate. */
import type { Role } from '@hokej/contract/constants';

export const backOfficeRoles = ['ADMIN', 'CASHIER'] as const satisfies readonly Role[];
export const adminOnly = ['ADMIN'] as const satisfies readonly Role[];

/** Roles match by inclusion (spec section 6): one of the listed roles is enough. */
export const hasAnyRole = (roles: readonly string[], wanted: readonly Role[]) =>
  wanted.some((role) => roles.includes(role));
