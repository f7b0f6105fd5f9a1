/**
 * The Slovak text of the waiting list of a sold-out match (issue 22): the card on the match's seats and the
 * offer's page (namespace `waitingList`, English in en/enWaitingList.ts). The back office's waiting list page
 * has its own text in skAdminEvents.ts.
 */
import { shopNamespace } from './shopNamespace.ts';

export const skWaitingList = {
  title: 'Poradovník na vypredaný zápas',
  hint: 'Keď sa uvoľnia miesta (nezaplatené objednávky, vrátené vstupenky), ponúkneme ich v poradí prihlásenia. Dostanete e-mail (a SMS, ak máte overené číslo) a na zaplatenie budete mať obmedzený čas.',
  count: 'Počet miest',
  sector: 'Sektor',
  anySector: 'Ktorýkoľvek sektor',
  join: 'Prihlásiť sa do poradovníka',
  joined: 'Ste v poradovníku.',
  /** `count` is the seats waited for (1–5), `position` the place in the list. */
  position_one: 'Ste {{position, count}}. v poradí, čakáte na {{count}} miesto.',
  position_few: 'Ste {{position, count}}. v poradí, čakáte na {{count}} miesta.',
  position_many: 'Ste {{position, count}}. v poradí, čakáte na {{count}} miesta.',
  position_other: 'Ste {{position, count}}. v poradí, čakáte na {{count}} miest.',
  paused: 'Klub poradovník dočasne pozastavil. Svoje miesto v poradí si držíte.',
  offered: 'Uvoľnili sa miesta a sú podržané pre vás.',
  openOffer: 'Zobraziť ponuku',
  leave: 'Odhlásiť sa z poradovníka',
  offerTitle: 'Miesta z poradovníka',
  offerIntro: 'Tieto miesta sme pre vás podržali. Vložte si ich do košíka a zaplaťte ako pri bežnom nákupe.',
  seat: 'Sektor {{sector}}, rad {{row}}, miesto {{name}}',
  total: 'Spolu',
  until: 'Podržané do {{date}}',
  afterwards:
    'Vložené do košíka treba zaplatiť do rovnakého času. Keď čas uplynie, ponuka prepadne, miesta ponúkneme ďalšiemu v poradí a z poradovníka vypadnete; prihlásiť sa môžete znova.',
  claim: 'Vložiť do košíka a zaplatiť',
  closed: {
    CLAIMED: 'Miesta z tejto ponuky už máte v košíku.',
    EXPIRED: 'Čas na túto ponuku uplynul a miesta sme ponúkli ďalšiemu v poradí.',
    LEFT: 'Z poradovníka ste sa odhlásili.',
    WAITING: 'Na miesta ešte čakáte; keď sa uvoľnia, pošleme vám e-mail.',
  },
  toCheckout: 'Prejsť do košíka',
  toEvents: 'Späť na zápasy',
  loadFailed: 'Ponuku sa nepodarilo načítať.',
} as const;

export const waitingListText = shopNamespace('waitingList', skWaitingList);
