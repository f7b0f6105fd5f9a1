// `t` is typed by the Slovak resources (the source of truth): an unknown key or a missing value is a type error.
import 'i18next';
import type { SkResources } from './skResources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shop';
    resources: SkResources;
    /** `{{count, count}}`: the shop's own count formatter (shopI18n.ts) takes a number. */
    interpolationFormatTypeMap: { count: number };
  }
}
