import { randomBytes } from 'node:crypto';
import { patterns } from '@hokej/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Links } from './links.ts';
import { issueToken, LINK_TTL_S } from './one-time-tokens.ts';
import { findUserByEmail } from './user-repository.ts';

export const STAFF_ROLES = ['ADMIN', 'CASHIER'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type StaffResult =
  | { kind: 'created'; email: string; roles: string[]; resetLink: string; linkValidMinutes: number }
  | { kind: 'promoted' | 'unchanged'; email: string; roles: string[] };

/** Refusal of the operator's input, with the message to show. */
export class StaffInputError extends Error {}

const DEFAULT_NAMES: Record<StaffRole, { firstName: string; lastName: string }> = {
  ADMIN: { firstName: 'Správca', lastName: 'Klubu' },
  CASHIER: { firstName: 'Pokladňa', lastName: 'Štadióna' },
};

/**
 * The operator's staff accounts (src/cli/create-staff.ts): a new account is verified and has a random
 * password nobody knows, plus a one-time password-reset link (the password is set in the browser, never
 * on a command line); an existing account gets the role added.
 */
export function createStaffAccounts(db: Db, links: Links) {
  return {
    async grant(input: {
      email: string;
      role: string;
      firstName?: string;
      lastName?: string;
    }): Promise<StaffResult> {
      const email = input.email.trim();
      if (!new RegExp(patterns.email).test(email))
        throw new StaffInputError(`not an e-mail address: ${email}`);
      if (!(STAFF_ROLES as readonly string[]).includes(input.role))
        throw new StaffInputError(`role must be one of ${STAFF_ROLES.join(', ')}, not "${input.role}"`);
      const role = input.role as StaffRole;
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      return db.transaction(async (tx): Promise<StaffResult> => {
        const existing = await findUserByEmail(tx, email);
        if (existing) {
          if (existing.roles.includes(role))
            return { kind: 'unchanged', email: existing.email, roles: existing.roles };
          const [updated] = await tx
            .update(users)
            .set({ roles: sql`array_append(${users.roles}, ${role}::text)` })
            .where(eq(users.id, existing.id))
            .returning({ roles: users.roles });
          return { kind: 'promoted', email: existing.email, roles: updated?.roles ?? [] };
        }
        const names = DEFAULT_NAMES[role];
        const [user] = await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            firstName: input.firstName?.trim() || names.firstName,
            lastName: input.lastName?.trim() || names.lastName,
            emailVerifiedAt: new Date(),
            roles: ['USER', role],
          })
          .returning();
        if (!user) throw new Error('user insert returned nothing');
        const token = await issueToken(tx, user.id, 'RESET_PASSWORD');
        return {
          kind: 'created',
          email: user.email,
          roles: user.roles,
          resetLink: links.resetPassword(token),
          linkValidMinutes: LINK_TTL_S.RESET_PASSWORD / 60,
        };
      });
    },
  };
}
