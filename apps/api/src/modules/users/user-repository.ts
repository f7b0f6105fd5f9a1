import type { Address, MyAccount, Role } from '@hokej/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../auth/auth-service.ts';

/** The account with this e-mail, compared without regard to case. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/**
 * True when another account (not `exceptUserId`) has verified this phone number; numbers are compared
 * without spaces, hyphens and brackets, so "+421 900 123 456" is the same as "+421900123456".
 */
export async function phoneVerifiedElsewhere(
  db: Db,
  phoneNumber: string,
  exceptUserId?: string,
): Promise<boolean> {
  const digits = phoneNumber.replace(/[\s()-]/g, '');
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.phoneVerified} and regexp_replace(${users.phoneNumber}, '[[:space:]()-]', '', 'g') = ${digits}
        and ${users.id} is distinct from ${exceptUserId ?? null}`,
    )
    .limit(1);
  return row !== undefined;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** What the account page shows: never the password hash or any token. */
export function toMyAccount(user: UserRow): MyAccount {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    phoneNumberVerified: user.phoneVerified,
    newsletter: user.newsletter,
    roles: user.roles as Role[],
    address: (user.address as Address | null) ?? null,
    companyId: user.companyId,
    dic: user.dic,
    icdph: user.icdph,
    iban: user.iban,
  };
}
