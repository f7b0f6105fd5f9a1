/** Whether the account's phone can buy tickets for matches that need a verified phone (spec section 2). */
import type { MyAccount } from '@hokej/contract';
import { patterns } from '@hokej/contract/constants';

export type PhoneStatus = 'missing' | 'malformed' | 'unverified' | 'verified';

const phonePattern = new RegExp(patterns.phone);

export function phoneStatus(account: Pick<MyAccount, 'phoneNumber' | 'phoneNumberVerified'>): PhoneStatus {
  const phone = account.phoneNumber?.trim() ?? '';
  if (!phone) return 'missing';
  if (!phonePattern.test(phone)) return 'malformed';
  return account.phoneNumberVerified ? 'verified' : 'unverified';
}
