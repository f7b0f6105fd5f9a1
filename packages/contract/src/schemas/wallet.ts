import { type Static, Type } from '@sinclair/typebox';
import { Uuid } from './common.ts';

/** Which phone wallets the club offers (the web hides the buttons of the others). */
export const WalletAvailability = Type.Object({ apple: Type.Boolean(), google: Type.Boolean() });
export type WalletAvailability = Static<typeof WalletAvailability>;

/** A "Save to Google Wallet" address. */
export const WalletLink = Type.Object({ url: Type.String() });
export type WalletLink = Static<typeof WalletLink>;

export const TicketParams = Type.Object({
  id: Uuid,
  serial: Type.String({ minLength: 1, maxLength: 40 }),
});
