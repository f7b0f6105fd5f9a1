/** Prices travel as whole euro cents; shown Slovak style, e.g. "12,00 €" (the contract's one formatter). */
export { formatEuroCents as formatPrice } from '@hokej/contract/format';
