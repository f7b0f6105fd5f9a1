import type { PluralSuffix } from '../textView.ts';

/**
 * The English counterpart of Slovak resources: every key, the same nesting; a Slovak plural needs English
 * `_one` and `_other` only (Slovak's `_few` and `_many` have no English form).
 */
export type EnglishOf<T> = {
  [K in keyof T as K extends `${string}_${Exclude<PluralSuffix, 'one' | 'other'>}`
    ? never
    : K]: T[K] extends string ? string : EnglishOf<T[K]>;
};
