import { SUPPORT_EMAIL } from '@hokej/contract';
import type { MessageTable } from './message-tables.ts';

const sk = {
  greeting: 'Dobrý deň, {firstName},',
  /** A message to someone whose name the shop does not know (a ticket's recipient). */
  greetingNoName: 'Dobrý deň,',
  brokenButton: 'Ak tlačidlo nefunguje, skopírujte do prehliadača tento odkaz:',
  footer: 'predaj vstupeniek',
  support: `Podpora: ${SUPPORT_EMAIL}`,
  ordersLink: 'Moje objednávky',
};

/** The words of every e-mail's frame: the greeting, the button's fallback, the footer. */
export const layoutTexts: MessageTable<typeof sk> = {
  sk,
  en: {
    greeting: 'Dear {firstName},',
    greetingNoName: 'Hello,',
    brokenButton: 'If the button does not work, copy this link into your browser:',
    footer: 'ticket shop',
    support: `Support: ${SUPPORT_EMAIL}`,
    ordersLink: 'My orders',
  },
};
