import type { ShopLanguage } from '@hokej/contract';
import { accountTexts } from './account-texts.ts';
import { fill, messagesIn } from './message-tables.ts';
import { emailTo } from './templates.ts';

/** The account's e-mails, in the account's language. */
export const emails = {
  verifyEmail: (language: ShopLanguage, firstName: string, url: string) =>
    emailTo({ language, firstName }, accountTexts, (t) => ({
      subject: t.verifySubject,
      paragraphs: [t.verifyThanks, t.verifyAsk],
      action: { label: t.verifyAction, url },
      footnote: t.verifyFootnote,
    })),

  resetPassword: (language: ShopLanguage, firstName: string, url: string) =>
    emailTo({ language, firstName }, accountTexts, (t) => ({
      subject: t.resetSubject,
      paragraphs: [t.resetAsked],
      action: { label: t.resetAction, url },
      footnote: t.resetFootnote,
    })),

  passwordChanged: (language: ShopLanguage, firstName: string) =>
    emailTo({ language, firstName }, accountTexts, (t) => ({
      subject: t.changedSubject,
      paragraphs: [t.changedDone, t.changedNotYou],
    })),
};

/** The account's text messages. */
export const sms = {
  phoneCode: (language: ShopLanguage, code: string) =>
    fill(messagesIn(accountTexts, language).smsPhoneCode, { code }),
};
