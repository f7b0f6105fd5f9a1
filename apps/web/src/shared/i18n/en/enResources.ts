/** English resources of every namespace, one chunk loaded when English is chosen (shopI18n.ts). */
import type { SkResources } from '../skResources.ts';
import { enAccount } from './enAccount.ts';
import { enCheckoutPage } from './enCheckoutPage.ts';
import { enFormText } from './enFormText.ts';
import type { EnglishOf } from './englishOf.ts';
import { enInstallments } from './enInstallments.ts';
import { enOrders } from './enOrders.ts';
import { enPayment } from './enPayment.ts';
import { enPresaleNotice } from './enPresaleNotice.ts';
import { enQueue } from './enQueue.ts';
import { enRelocation } from './enRelocation.ts';
import { enRenewals } from './enRenewals.ts';
import { enSeasonTickets } from './enSeasonTickets.ts';
import { enSeatPicker } from './enSeatPicker.ts';
import { enSeatRelease } from './enSeatRelease.ts';
import { enShop } from './enShop.ts';
import { enTransfers } from './enTransfers.ts';
import { enWaitingList } from './enWaitingList.ts';

export const enResources: EnglishOf<SkResources> = {
  shop: enShop,
  presale: enPresaleNotice,
  account: enAccount,
  forms: enFormText,
  seatPicker: enSeatPicker,
  checkout: enCheckoutPage,
  payment: enPayment,
  installments: enInstallments,
  orders: enOrders,
  seasonTickets: enSeasonTickets,
  renewals: enRenewals,
  relocation: enRelocation,
  seatRelease: enSeatRelease,
  transfers: enTransfers,
  waitingList: enWaitingList,
  queue: enQueue,
};
