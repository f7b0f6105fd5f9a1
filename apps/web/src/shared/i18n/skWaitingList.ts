/** The Slovak text of the waiting list of a sold-out match (issue 22). */
export const skWaitingList = {
  title: 'Poradovník na vypredaný zápas',
  hint: 'Keď sa uvoľnia miesta (nezaplatené objednávky, vrátené vstupenky), ponúkneme ich v poradí prihlásenia. Dostanete e-mail (a SMS, ak máte overené číslo) a na zaplatenie budete mať obmedzený čas.',
  count: 'Počet miest',
  sector: 'Sektor',
  anySector: 'Ktorýkoľvek sektor',
  join: 'Prihlásiť sa do poradovníka',
  joined: 'Ste v poradovníku.',
  position: (position: number, count: number) =>
    `Ste ${position}. v poradí, čakáte na ${count} ${count === 1 ? 'miesto' : count < 5 ? 'miesta' : 'miest'}.`,
  paused: 'Klub poradovník dočasne pozastavil. Svoje miesto v poradí si držíte.',
  offered: 'Uvoľnili sa miesta a sú podržané pre vás.',
  openOffer: 'Zobraziť ponuku',
  leave: 'Odhlásiť sa z poradovníka',
  offerTitle: 'Miesta z poradovníka',
  offerIntro: 'Tieto miesta sme pre vás podržali. Vložte si ich do košíka a zaplaťte ako pri bežnom nákupe.',
  seat: (sector: string, row: string, name: string) => `Sektor ${sector}, rad ${row}, miesto ${name}`,
  total: 'Spolu',
  until: (date: string) => `Podržané do ${date}`,
  left: (time: string) => `Zostáva ${time}`,
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
