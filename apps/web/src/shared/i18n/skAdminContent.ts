/**
 * The Slovak text of the back office's content tools (coupons, articles, push carts, audit log). Apart from
 * `skAdmin` so that those tools' texts change without touching the other back office pages; loaded only
 * with the lazy back office.
 */
import type { CouponKind, CouponState, OrderStatus } from '@hokej/contract';

const orderStatus = {
  AWAITING_PAYMENT: 'Čaká na platbu',
  PAID: 'Zaplatená',
  CANCELLED: 'Zrušená',
  REFUNDED: 'Vrátená',
} satisfies Record<OrderStatus, string>;

export const skAdminContent = {
  dashboard: {
    coupons: 'Zľavové kódy',
    couponsText: 'Vytvorte kód, nastavte limit a platnosť, sledujte použitia.',
    articles: 'Informačné stránky',
    articlesText: 'Upravte texty stránok v Markdowne a ich miesto v menu.',
    pushCarts: 'Košíky na odkaz',
    pushCartsText: 'Vyberte miesta pre zákazníka a pošlite mu odkaz na zaplatenie.',
    auditLog: 'Záznam úkonov',
    auditLogText: 'Kto, čo a kedy zmenil v administrácii, s porovnaním pred a po.',
  },
  common: {
    save: 'Uložiť',
    saving: 'Ukladá sa…',
    cancel: 'Zrušiť',
    loading: 'Načítava sa…',
    loadFailed: 'Údaje sa nepodarilo načítať.',
    retry: 'Skúsiť znova',
    orderStatus,
  },
  coupons: {
    title: 'Zľavové kódy',
    intro: 'Kód zadáva zákazník v košíku. Limit a koniec platnosti môžete neskôr zmeniť.',
    newCoupon: 'Nový zľavový kód',
    empty: 'Zatiaľ nie je vytvorený žiadny zľavový kód.',
    caption: 'Zľavové kódy a ich použitie',
    columns: {
      code: 'Kód',
      discount: 'Zľava',
      validity: 'Platnosť',
      uses: 'Použitia',
      setup: 'Platí na',
      state: 'Stav',
      actions: 'Akcie',
    },
    kinds: { PERCENT: 'Percentuálna zľava', FIXED: 'Pevná suma' } satisfies Record<CouponKind, string>,
    states: {
      ACTIVE: 'Platný',
      NOT_YET_VALID: 'Ešte neplatí',
      EXPIRED: 'Platnosť skončila',
      USED_UP: 'Vyčerpaný',
      DEACTIVATED: 'Deaktivovaný',
    } satisfies Record<CouponState, string>,
    everyEvent: 'všetky zápasy a sezóny',
    unlimited: 'bez limitu',
    uses: (used: number, limit: number | null) => `${used} / ${limit === null ? 'bez limitu' : limit}`,
    validity: (from: string, to: string) => `${from} – ${to}`,
    form: {
      code: 'Kód',
      codeHint: 'Veľké písmená bez diakritiky a číslice, napr. JESEN20.',
      kind: 'Typ zľavy',
      percent: 'Zľava (%)',
      amount: 'Zľava (€)',
      validFrom: 'Platí od',
      validTo: 'Platí do',
      usageLimit: 'Limit použití',
      usageLimitHint: 'Prázdne pole znamená bez limitu.',
      setupId: 'Platí na zápas alebo sezónu',
      setupHint: 'Identifikátor (UUID) zápasu alebo sezóny; prázdne pole znamená všetky.',
      create: 'Vytvoriť kód',
      required: 'Vyplňte, prosím, toto pole.',
      wholeNumber: 'Zadajte celé kladné číslo.',
      amountInvalid: 'Zadajte sumu väčšiu ako 0, najviac s dvomi desatinnými miestami.',
      dateInvalid: 'Zadajte dátum a čas.',
    },
    created: (code: string) => `Zľavový kód ${code} bol vytvorený.`,
    edit: 'Upraviť',
    editTitle: (code: string) => `Upraviť kód ${code}`,
    saved: (code: string) => `Zmeny kódu ${code} boli uložené.`,
    deactivate: 'Deaktivovať',
    deactivateTitle: (code: string) => `Deaktivovať kód ${code}?`,
    deactivateText:
      'Kód prestane platiť natrvalo, aj v košíkoch, ktoré ho už majú. Doterajšie objednávky sa nezmenia.',
    deactivated: (code: string) => `Kód ${code} bol deaktivovaný.`,
    showUses: 'Objednávky',
    usesTitle: (code: string) => `Objednávky s kódom ${code}`,
    usesEmpty: 'Kód zatiaľ nepoužila žiadna objednávka.',
    usesColumns: {
      order: 'Objednávka',
      email: 'E-mail',
      status: 'Stav',
      discount: 'Zľava',
      total: 'Spolu',
      created: 'Vytvorená',
    },
  },
} as const;
