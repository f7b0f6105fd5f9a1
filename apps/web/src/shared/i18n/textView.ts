/**
 * The adapter for call sites not yet written with `t`: `textView(ns, resources)` reads like the old
 * dictionary object (`sk.topBar.login`) but every text is looked up in the current language when it is read.
 * Keys with plural forms or placeholders are left out of its type, so those call sites use `t` with values.
 */
import { t } from './shopI18n.ts';

/** The plural suffixes i18next adds to a key (Intl.PluralRules categories). */
export type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

export type TextView<T> = {
  readonly [K in keyof T as K extends `${string}_${PluralSuffix}` ? never : K]: T[K] extends string
    ? string
    : TextView<T[K]>;
};

const lookUp = t as unknown as (key: string, options: { ns: string }) => string;

export function textView<T extends object>(namespace: string, resources: T, prefix = ''): TextView<T> {
  return new Proxy(resources, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      const value = (target as Record<string, unknown>)[key];
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') return lookUp(path, { ns: namespace });
      if (value !== null && typeof value === 'object') return textView(namespace, value, path);
      return undefined;
    },
  }) as unknown as TextView<T>;
}
