import type { AccountUpdateBody, MyAccount } from '@hokej/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { phoneCodes, users } from '../../db/schema.ts';
import { fail } from '../../http/shop-error.ts';
import { checkedIban } from './iban-check.ts';
import { checkPostcode } from './postcode-check.ts';
import { findUserById, phoneVerifiedElsewhere, toMyAccount } from './user-repository.ts';

const trimmed = (value: string | undefined) => value?.trim();

/** My account: read and update personal and invoice data. */
export function createAccountService(db: Db) {
  return {
    async myAccount(userId: string): Promise<MyAccount> {
      const user = await findUserById(db, userId);
      if (!user) fail('USER_NOT_FOUND');
      return toMyAccount(user);
    },

    /** Updates the given fields; a new phone number loses its verification and any code sent to the old one. */
    async update(userId: string, body: AccountUpdateBody): Promise<MyAccount> {
      // A wrong IBAN or postcode refuses the whole update before anything is written.
      checkPostcode(body.address, 'address.postcode', 'USER_PARAMETERS_MISSING');
      const iban = checkedIban(body.iban, 'iban', 'USER_PARAMETERS_MISSING');
      return db.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        if (!user) fail('USER_NOT_FOUND');
        const phoneChanged = body.phoneNumber !== undefined && body.phoneNumber !== user.phoneNumber;
        // Another account's verified number is refused at once (the unique index guards the verification).
        if (
          phoneChanged &&
          body.phoneNumber &&
          (await phoneVerifiedElsewhere(tx, body.phoneNumber, userId))
        ) {
          fail('USER_NO_UNIQUE_PHONE');
        }
        const address = body.address && {
          ...body.address,
          street: body.address.street.trim(),
          city: body.address.city.trim(),
          postcode: body.address.postcode.trim(),
          companyName: body.address.companyName?.trim() ?? '',
        };
        const [updated] = await tx
          .update(users)
          .set({
            firstName: trimmed(body.firstName),
            lastName: trimmed(body.lastName),
            phoneNumber: body.phoneNumber,
            newsletter: body.newsletter,
            address,
            companyId: body.companyId,
            dic: body.dic,
            icdph: body.icdph,
            iban,
            ...(phoneChanged ? { phoneVerified: false } : {}),
          })
          .where(eq(users.id, userId))
          .returning();
        if (phoneChanged) await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
        if (!updated) fail('USER_NOT_FOUND');
        return toMyAccount(updated);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
