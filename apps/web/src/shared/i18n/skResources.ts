/**
 * Every Slovak namespace of the shop's text: the type `t` knows (i18next.d.ts) and what English must mirror
 * (englishResources.test.ts). Only `shop` is bundled in the first load (shopI18n.ts); each other namespace is
 * added by its own module with the chunk that uses it (shopNamespace.ts), so pages import that module, not this.
 */
import type { skAccount } from './skAccount.ts';
import type { skCheckoutPage } from './skCheckoutPage.ts';
import type { skFormText } from './skFormText.ts';
import type { skInstallments } from './skInstallments.ts';
import type { skOrders } from './skOrders.ts';
import type { skPayment } from './skPayment.ts';
import type { skPresaleNotice } from './skPresaleNotice.ts';
import type { skQueue } from './skQueue.ts';
import type { skRelocation } from './skRelocation.ts';
import type { skRenewals } from './skRenewals.ts';
import type { skSeasonTickets } from './skSeasonTickets.ts';
import type { skSeatPicker } from './skSeatPicker.ts';
import type { skSeatRelease } from './skSeatRelease.ts';
import type { skShop } from './skShop.ts';
import type { skTransfers } from './skTransfers.ts';
import type { skWaitingList } from './skWaitingList.ts';

export interface SkResources {
  shop: typeof skShop;
  presale: typeof skPresaleNotice;
  account: typeof skAccount;
  forms: typeof skFormText;
  seatPicker: typeof skSeatPicker;
  checkout: typeof skCheckoutPage;
  payment: typeof skPayment;
  installments: typeof skInstallments;
  orders: typeof skOrders;
  seasonTickets: typeof skSeasonTickets;
  renewals: typeof skRenewals;
  relocation: typeof skRelocation;
  seatRelease: typeof skSeatRelease;
  transfers: typeof skTransfers;
  waitingList: typeof skWaitingList;
  queue: typeof skQueue;
}
