/**
 * The Slovak text of the holder's season renewal (issue 21): the offers and their checkout (namespace
 * `renewals`, English in en/enRenewals.ts). The back office's is skRenewalsAdmin.ts, Slovak only.
 */
import type { RenewalStatus } from '@hokej/contract';
import { shopNamespace } from './shopNamespace.ts';

export const skRenewals = {
  title: 'Obnovenie permanentky',
  intro:
    'Vaše miesto z minulej sezóny je pre vás podržané do uvedeného termínu. Obnovte si permanentku (kartou, prevodom alebo na splátky), alebo ponuku odmietnite.',
  loading: 'Načítavajú sa ponuky…',
  loadFailed: 'Ponuky sa nepodarilo načítať.',
  none: 'Nemáte žiadnu ponuku na obnovenie permanentky.',
  seat: 'Sektor {{sector}}, rad {{row}}, miesto {{name}}',
  from: 'Z permanentky {{season}}',
  category: 'Kategória',
  price: 'Cena',
  plasticCard: 's plastovou kartou',
  holder: 'Držiteľ',
  deadline: 'Obnoviť do {{date}}',
  renew: 'Obnoviť',
  renewLabel: 'Obnoviť permanentku: {{seat}}',
  decline: 'Odmietnuť',
  declineLabel: 'Odmietnuť obnovenie: {{seat}}',
  declined: 'Ponuku ste odmietli. Miesto sa po termíne uvoľní do predaja.',
  declineFailed: 'Ponuku sa nepodarilo odmietnuť.',
  myOrders: 'Moje objednávky',
  link: 'Obnovenie permanentiek',
  states: {
    OFFERED: 'Podržané pre vás',
    ORDERED: 'Čaká na platbu',
    RENEWED: 'Obnovená',
    DECLINED: 'Odmietnutá',
    RELEASED: 'Uvoľnená do predaja',
  } satisfies Record<RenewalStatus, string>,
  checkoutTitle: 'Obnovenie permanentky',
  checkoutIntro:
    'Podržané miesto zaplatíte ako každú permanentku; údaje držiteľa prenesieme z minulej sezóny.',
  checkoutClosed: 'Túto ponuku už nemožno obnoviť.',
  fixedLine: 'Pri obnovení zostáva miesto aj kategória z minulej sezóny.',
} as const;

export const renewalText = shopNamespace('renewals', skRenewals);
