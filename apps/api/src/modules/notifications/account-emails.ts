import type { ShopLanguage } from '@hokej/contract';
import { accountTexts } from './account-texts.ts';
import { fill, messagesIn } from './message-tables.ts';
import { greet, render } from './templates.ts';

/** The account's e-mails, in the account's language. */
export const emails = {
  verifyEmail: (language: ShopLanguage, firstName: string, url: string) => {
    const t = messagesIn(accountTexts, language);
    return render(
      {
        subject: t.verifySubject,
        greeting: greet(language, firstName),
        paragraphs: [t.verifyThanks, t.verifyAsk],
        action: { label: t.verifyAction, url },
        footnote: t.verifyFootnote,
      },
      language,
    );
  },

  resetPassword: (language: ShopLanguage, firstName: string, url: string) => {
    const t = messagesIn(accountTexts, language);
    return render(
      {
        subject: t.resetSubject,
        greeting: greet(language, firstName),
        paragraphs: [t.resetAsked],
        action: { label: t.resetAction, url },
        footnote: t.resetFootnote,
      },
      language,
    );
  },

  passwordChanged: (language: ShopLanguage, firstName: string) => {
    const t = messagesIn(accountTexts, language);
    return render(
      {
        subject: t.changedSubject,
        greeting: greet(language, firstName),
        paragraphs: [t.changedDone, t.changedNotYou],
      },
      language,
    );
  },
};

/** The account's text messages. */
export const sms = {
  phoneCode: (language: ShopLanguage, code: string) =>
    fill(messagesIn(accountTexts, language).smsPhoneCode, { code }),
};
