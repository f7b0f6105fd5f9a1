/**
 * Which language the shop is shown in: the fan's own choice (the SK/EN switch, remembered in this browser)
 * or, on a first visit, the browser's preference by the contract's rule (Slovak or Czech → Slovak, anything
 * else → English). `<html lang>` follows the language.
 */
import { SHOP_LANGUAGES, type ShopLanguage, shopLanguageFor } from '@hokej/contract/constants';
import { readStored, writeStored } from '../storage/localStore.ts';
import { switchShopLanguage } from './shopI18n.ts';

const LANGUAGE_KEY = 'language';

const isShopLanguage = (value: unknown): value is ShopLanguage =>
  typeof value === 'string' && (SHOP_LANGUAGES as readonly string[]).includes(value);

/** The remembered choice if there is one, else the first visit's language for the browser's preferences. */
export function languageOnArrival(remembered: unknown, browserPrefers: readonly string[]): ShopLanguage {
  return isShopLanguage(remembered) ? remembered : shopLanguageFor(browserPrefers);
}

/** Shows the shop in the language of this visit; called once before the first render (main.tsx). */
export async function startShopLanguage(): Promise<void> {
  const language = languageOnArrival(readStored(LANGUAGE_KEY), navigator.languages ?? []);
  await switchShopLanguage(language);
  document.documentElement.lang = language;
}

/** The fan's choice on the switch: shown at once and remembered for the next visits. */
export async function chooseShopLanguage(language: ShopLanguage): Promise<void> {
  writeStored(LANGUAGE_KEY, language);
  await switchShopLanguage(language);
}
