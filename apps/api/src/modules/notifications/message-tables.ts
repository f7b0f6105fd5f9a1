import { fillMessage, type ShopLanguage, type Translation } from '@hokej/contract';

/**
 * A channel's messages in both shop languages: Slovak the source, English its typed counterpart (a key
 * missing in English does not compile; test/english-messages.test.ts compares the placeholders).
 */
export type MessageTable<T> = { readonly sk: T; readonly en: Translation<T> };

/** The table's messages in `language`. */
export function messagesIn<T>(table: MessageTable<T>, language: ShopLanguage): T {
  return (language === 'en' ? table.en : table.sk) as T;
}

/** A message with its `{placeholders}` filled. */
export const fill = (message: string, values: Record<string, string | number>) =>
  fillMessage(message, values);
