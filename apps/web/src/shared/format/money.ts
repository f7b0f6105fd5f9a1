/**
 * Prices travel as whole euro cents; shown in the page's language with the contract's one formatter:
 * "12,00 €" in Slovak, "€12.00" in English.
 */
import { formatEuroCents } from '@hokej/contract/format';
import { shopLanguage } from '../i18n/shopI18n.ts';

export const formatPrice = (cents: number): string => formatEuroCents(cents, shopLanguage());
