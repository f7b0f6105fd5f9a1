/**
 * The shop's languages and how one is chosen: Slovak is the shop's own (and Czech readers read it); a
 * visitor whose browser prefers neither Slovak nor Czech gets English. Used by the API for its messages
 * (`Accept-Language`) and by the web for a first visit (`navigator.languages`).
 */
export const SHOP_LANGUAGES = ['sk', 'en'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/**
 * The shop language for languages in order of preference ("en-GB", "sk", …): the first that is Slovak or
 * Czech gives Slovak, the first that is English gives English, others are passed over; a list with none
 * of them gives English, an empty list (a client that states no preference) Slovak.
 */
export function shopLanguageFor(preferred: readonly string[]): ShopLanguage {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary === 'sk' || primary === 'cs') return 'sk';
    if (primary === 'en') return 'en';
  }
  return preferred.length > 0 ? 'en' : 'sk';
}

/** The languages of an Accept-Language header, most preferred first (by q, then as written); q=0 left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * The English counterpart of a Slovak message table: the same keys all the way down, a string for every
 * string, a list for every list, a function of the same arguments for every function. A key left out
 * (or added) in English is a compile error; tests compare the placeholders.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : T[K] extends (...args: infer A) => string
        ? (...args: A) => string
        : Translation<T[K]>;
};
