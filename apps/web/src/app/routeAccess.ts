/** Route access markers of spec section 6: Public, AuthenticatedUser, or roles matched by inclusion. */
import type { Role } from '@hokej/contract/constants';
import { hasAnyRole } from '../shared/session/backOfficeRoles.ts';

export type Access = 'Public' | 'AuthenticatedUser' | readonly Role[];

export type AccessOutcome = 'allowed' | 'loginRequired' | 'denied';

export function accessOutcome(access: Access, loggedIn: boolean, roles: readonly string[]): AccessOutcome {
  if (access === 'Public') return 'allowed';
  if (!loggedIn) return 'loginRequired';
  if (access === 'AuthenticatedUser') return 'allowed';
  return hasAnyRole(roles, access) ? 'allowed' : 'denied';
}
