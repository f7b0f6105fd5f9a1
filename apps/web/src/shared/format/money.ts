/** Prices travel as whole euro cents; shown Slovak style, e.g. "12,00 €". */
const euro = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

export const formatPrice = (cents: number) => euro.format(cents / 100);
