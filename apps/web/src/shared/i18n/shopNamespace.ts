/**
 * A page's own text as an i18next namespace. Its Slovak resources travel in the chunk of the code that uses
 * them and are added when that chunk is evaluated, so the first load carries only the `shop` namespace. All
 * English comes in one chunk when English is chosen (switchShopLanguage), so a page never waits for its text.
 *
 *   // skQueue.ts
 *   export const skQueue = { title: 'Virtuálny rad', ahead_one: '…', … };
 *   export const queueText = shopNamespace('queue', skQueue);
 *   // a page: queueText.view.title, queueText.t('ahead', { count: 3 })
 *
 * A new namespace is listed in skResources.ts (the type `t` knows) and en/enResources.ts (its English).
 */
import type { TFunction } from 'i18next';
import { shopI18n } from './shopI18n.ts';
import type { SkResources } from './skResources.ts';
import { type TextView, textView } from './textView.ts';

export type ShopNamespace = Exclude<keyof SkResources, 'shop'>;

export interface ShopText<N extends ShopNamespace> {
  /** Texts without values, read like a dictionary in the current language (`queueText.view.title`). */
  readonly view: TextView<SkResources[N]>;
  /** Texts with values or counts, typed by the Slovak keys of the namespace. */
  readonly t: TFunction<N>;
}

export function shopNamespace<N extends ShopNamespace>(ns: N, slovak: SkResources[N]): ShopText<N> {
  if (!shopI18n.hasResourceBundle('sk', ns)) shopI18n.addResourceBundle('sk', ns, slovak);
  return { view: textView(ns, slovak), t: shopI18n.getFixedT(null, ns) };
}
