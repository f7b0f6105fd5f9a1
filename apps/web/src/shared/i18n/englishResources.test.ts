import { describe, expect, it } from 'vitest';
import { enResources } from './en/enResources.ts';
import { skAccount } from './skAccount.ts';
import { skCheckoutPage } from './skCheckoutPage.ts';
import { skFormText } from './skFormText.ts';
import { skInstallments } from './skInstallments.ts';
import { skOrders } from './skOrders.ts';
import { skPayment } from './skPayment.ts';
import { skPresaleNotice } from './skPresaleNotice.ts';
import { skQueue } from './skQueue.ts';
import { skRelocation } from './skRelocation.ts';
import { skRenewals } from './skRenewals.ts';
import type { SkResources } from './skResources.ts';
import { skSeasonTickets } from './skSeasonTickets.ts';
import { skSeatPicker } from './skSeatPicker.ts';
import { skSeatRelease } from './skSeatRelease.ts';
import { skShop } from './skShop.ts';
import { skTransfers } from './skTransfers.ts';
import { skWaitingList } from './skWaitingList.ts';

/** Every Slovak namespace (typed, so one left out of this list is a type error). */
const skResources: SkResources = {
  shop: skShop,
  presale: skPresaleNotice,
  account: skAccount,
  forms: skFormText,
  seatPicker: skSeatPicker,
  checkout: skCheckoutPage,
  payment: skPayment,
  installments: skInstallments,
  orders: skOrders,
  seasonTickets: skSeasonTickets,
  renewals: skRenewals,
  relocation: skRelocation,
  seatRelease: skSeatRelease,
  transfers: skTransfers,
  waitingList: skWaitingList,
  queue: skQueue,
};

type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Dotted key → text of every leaf. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [k, v] of leaves(value, path)) found.set(k, v);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const baseKey = (key: string) => key.replace(PLURAL, '');

describe.each(Object.keys(skResources) as (keyof SkResources)[])('namespace %s', (ns) => {
  const sk = leaves(skResources[ns] as unknown as Tree);
  const en = leaves(enResources[ns] as unknown as Tree);
  const enBase = new Map([...en].map(([key, text]) => [baseKey(key), text]));

  it('every Slovak key has an English text', () => {
    const missing = [...sk.keys()].filter((key) => !enBase.has(baseKey(key)));
    expect(missing).toEqual([]);
  });

  it('English has no key Slovak does not', () => {
    const skBase = new Set([...sk.keys()].map(baseKey));
    expect([...en.keys()].filter((key) => !skBase.has(baseKey(key)))).toEqual([]);
  });

  it('English fills in the same placeholders as Slovak', () => {
    const differ = [...sk]
      .filter(([key]) => enBase.has(baseKey(key)))
      .filter(
        ([key, text]) => placeholders(text).join() !== placeholders(enBase.get(baseKey(key)) ?? '').join(),
      )
      .map(([key]) => key);
    expect(differ).toEqual([]);
  });

  it('a counted text has every plural form of each language', () => {
    const forms = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [texts, lang] of [
      [sk, 'sk'],
      [en, 'en'],
    ] as const) {
      const counted = new Set([...texts.keys()].filter((key) => PLURAL.test(key)).map(baseKey));
      for (const key of counted) {
        expect(forms(lang).filter((form) => !texts.has(`${key}_${form}`))).toEqual([]);
      }
    }
  });
});

// WCAG 2.5.3 (axe's label-content-name-mismatch): a button or link shown as one text and named for screen
// readers by a longer one ("Cancel transfer", named "Cancel transfer of the ticket: Sector A1, …") holds the
// words it shows, so a voice user saying what they see reaches it. The walk in English found two that did not.
const namedControls = [
  ['transfers', 'transfer', 'transferLabel'],
  ['transfers', 'cancel', 'cancelLabel'],
  ['transfers', 'lend', 'lendLabel'],
  ['transfers', 'cancelLend', 'cancelLendLabel'],
  ['renewals', 'renew', 'renewLabel'],
  ['renewals', 'decline', 'declineLabel'],
  ['relocation', 'change', 'changeLabel'],
  ['relocation', 'confirm', 'confirmLabel'],
] as const;

describe.each([
  ['sk', skResources],
  ['en', enResources],
] as const)('%s', (_, resources) => {
  it.each(namedControls)('%s.%s: its accessible name holds its visible text', (ns, shown, label) => {
    const texts = leaves(resources[ns] as unknown as Tree);
    const name = texts.get(label) ?? '';
    expect(name.toLowerCase()).toContain((texts.get(shown) ?? '?').toLowerCase());
  });
});
