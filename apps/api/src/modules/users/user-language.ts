import type { ShopLanguage } from '@hokej/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * The account's language becomes the fan's latest choice (a sign-in or an order placed, decisions.md);
 * written only when it changes, so a sign-in in the same language costs no update.
 */
export async function rememberLanguage(db: Db, userId: string, language: ShopLanguage): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}

/** The language of an account's e-mails; Slovak for an account that is gone. */
export async function accountLanguage(db: Db, userId: string): Promise<ShopLanguage> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'sk';
}
