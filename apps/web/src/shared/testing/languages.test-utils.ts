/**
 * Tests that a page reads the same in both shop languages: one describe block per language, with the texts
 * the tests expect in that language (written out, not read from the resources, so a test still fails when a
 * text is wrong).
 */
import type { ShopLanguage } from '@hokej/contract/constants';
import { afterEach, beforeEach, describe } from 'vitest';
import { switchShopLanguage } from '../i18n/shopI18n.ts';

/**
 * Runs `body` once per shop language (`name (sk)`, `name (en)`), the language switched on before each of its
 * tests and back to Slovak after: `describeInEachLanguage('my account', TEXTS, (text, language) => …)`.
 */
export function describeInEachLanguage<Texts>(
  name: string,
  texts: Record<ShopLanguage, Texts>,
  body: (text: Texts, language: ShopLanguage) => void,
  options: { timeout?: number } = {},
): void {
  describe.each(['sk', 'en'] as const)(`${name} (%s)`, options, (language) => {
    beforeEach(() => switchShopLanguage(language));
    afterEach(() => switchShopLanguage('sk'));
    body(texts[language], language);
  });
}
