import { describe, expect, it } from 'vitest';
import { calendarTexts } from '../src/modules/calendar/calendar-texts.ts';
import { invoiceTexts, invoiceTextsEn, priceTypesEn } from '../src/modules/documents/document-texts.ts';
import { ticketTexts, ticketTextsEn } from '../src/modules/documents/ticket-texts.ts';
import { accountTexts } from '../src/modules/notifications/account-texts.ts';
import { layoutTexts } from '../src/modules/notifications/layout-texts.ts';
import { orderNoticeTexts } from '../src/modules/notifications/order-notice-texts.ts';
import { orderTexts } from '../src/modules/notifications/order-texts.ts';
import { paymentTexts } from '../src/modules/notifications/payment-texts.ts';
import { renewalTexts } from '../src/modules/notifications/renewal-texts.ts';
import { seatReleaseTexts } from '../src/modules/notifications/seat-release-texts.ts';
import { waitingListTexts } from '../src/modules/notifications/waiting-list-texts.ts';
import { transferTexts } from '../src/modules/transfers/transfer-texts.ts';
import { walletTexts } from '../src/modules/wallet/wallet-texts.ts';

/** Every message table of the fan's channels: e-mails, SMS, the printed ticket. */
const tables: [string, { sk: unknown; en: unknown }][] = [
  ['e-mail frame', layoutTexts],
  ['account e-mails and SMS', accountTexts],
  ['order confirmation', orderTexts],
  ['bank transfer and installments', paymentTexts],
  ['pay link, late refund, push cart, back-office cancel and refunds', orderNoticeTexts],
  ['released seat sold', seatReleaseTexts],
  ['season renewal e-mails and SMS', renewalTexts],
  ['ticket transfer', transferTexts],
  ['waiting-list offer', waitingListTexts],
  ['calendar (.ics)', calendarTexts],
  ['wallet pass', walletTexts],
  ['ticket PDF', { sk: ticketTexts, en: ticketTextsEn }],
  ['price types', { sk: invoiceTexts.priceTypes, en: priceTypesEn }],
  ['invoice and credit note (printed under the Slovak)', { sk: invoiceTexts, en: invoiceTextsEn }],
];

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every leaf of a table by its path: strings as they are, functions called with sample arguments. */
function leaves(table: unknown, path = ''): [string, string][] {
  if (typeof table === 'string') return [[path, table]];
  if (typeof table === 'function') return [[path, String(table('01.01.2027', '02.02.2027'))]];
  if (Array.isArray(table)) return table.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  return Object.entries(table as object).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
}

// Names the English keeps as they are: the opponent's town, the disability card's Slovak abbreviation.
const properNames = /Košice|ZŤP/g;

describe('the fan’s messages in English', () => {
  it.each(tables)('%s: every Slovak message has its English one, with the same placeholders', (_, table) => {
    const slovak = leaves(table.sk);
    const english = leaves(table.en);
    expect(english.map(([path]) => path)).toEqual(slovak.map(([path]) => path));
    for (const [i, [path, sk]] of slovak.entries()) {
      const en = english[i]?.[1] ?? '';
      expect({ path, placeholders: placeholders(en) }).toEqual({ path, placeholders: placeholders(sk) });
      // Slovak's own letters in English would mean a message left untranslated.
      expect({ path, en: en.replace(properNames, '') }).not.toEqual({
        path,
        en: expect.stringMatching(/[áäčďéíĺľňóôŕšťúýž]/i),
      });
      // A message with words (not only a date range or a full stop) reads differently in English.
      if (/[a-z]{2}/.test(sk)) expect({ path, en }).not.toEqual({ path, en: sk });
    }
  });
});

// docs/texts.md, as issue 20's native-speaker review left it: the English glossary's word order and spelling.
describe('the fan’s messages follow the glossary', () => {
  const all = tables.flatMap(([name, table]) =>
    (['sk', 'en'] as const).flatMap((language) =>
      leaves(table[language]).map(([path, text]) => ({
        where: `${name} ${language}${path}`,
        language,
        text,
      })),
    ),
  );

  it('a season category comes before “season ticket” in English (Gold season ticket)', () => {
    const seasonCategories = Object.entries(priceTypesEn).filter(
      ([type]) => !['ADULT', 'CHILD'].includes(type),
    );
    for (const [type, name] of seasonCategories)
      expect({ type, name }).toEqual({ type, name: expect.stringMatching(/ season ticket$/) });
    expect(priceTypesEn.GOLD).toBe('Gold season ticket');
  });

  it('English spells e-mail with a hyphen', () => {
    const email = all.filter(
      ({ language, text }) => language === 'en' && /(?<![{\w.@-])emails?\b(?!\})/i.test(text),
    );
    expect(email.map(({ where }) => where)).toEqual([]);
  });

  it('a share in percent: 50 % with a no-break space in Slovak, 50% in English', () => {
    const line = (texts: typeof invoiceTexts | typeof invoiceTextsEn) =>
      texts.creditNote.releaseLine('Derby', '01.01.2027', 'A1', '5', '3', 50);
    expect(line(invoiceTexts)).toMatch(/^Podiel 50\u00a0% z predaja/);
    expect(line(invoiceTextsEn)).toMatch(/^50% share of the sale/);
    const spaced = all.filter(({ text }) => /\d %/.test(text));
    expect(spaced.map(({ where }) => where)).toEqual([]);
  });
});
