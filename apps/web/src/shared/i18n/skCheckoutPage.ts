/**
 * The Slovak text of the checkout (namespace `checkout`): the cart and its form, the coupon and the club's
 * push cart. Added with the checkout's chunk (shopNamespace.ts), so a first visit does not download it.
 */
import { shopNamespace } from './shopNamespace.ts';

export const skCheckoutPage = {
  checkout: {
    title: 'Košík a platba',
    loadFailed: 'Košík sa nepodarilo načítať.',
    empty: 'Košík je prázdny.',
    emptyHint: 'Vyberte si zápas a miesta na mape štadióna.',
    chooseSeats: 'Vybrať vstupenky',
    itemsTitle: 'Vstupenky',
    seat: 'Sektor {{sector}}, rad {{row}}, miesto {{name}}',
    ticketType: 'Typ vstupenky',
    ticketTypeLabel: 'Typ vstupenky pre sektor {{sector}}, rad {{row}}, miesto {{name}}',
    adult: 'Dospelý',
    child: 'Dieťa',
    childRule:
      'Vstupenka Dieťa platí pre deti do 12 rokov vrátane. Dieťa musí byť v sprievode dospelej osoby a vstupuje na štadión osobitným vchodom pre deti.',
    remove: 'Odobrať',
    removeLabel: 'Odobrať z košíka sektor {{sector}}, rad {{row}}, miesto {{name}}',
    updateFailed: 'Košík sa nepodarilo upraviť.',
    seasonNotPayable: 'Permanentky sa cez odkaz od klubu platiť nedajú. Odoberte ich, prosím, z košíka.',
    plasticCard: 'Plastová karta (+{{price}})',
    plasticCardLabel:
      'Plastová karta k permanentke sektor {{sector}}, rad {{row}}, miesto {{name}} (+{{price}})',
    plasticCardHint: 'Bez karty dostanete permanentku ako PDF s fotografiou držiteľa do mobilu.',
    contactTitle: 'Kontaktné údaje',
    contactIntro: 'Na tento e-mail pošleme potvrdenie objednávky a vstupenky.',
    holderOther: 'Vstupenku použije iná osoba',
    holderOtherLabel: 'Vstupenku na sektor {{sector}}, rad {{row}}, miesto {{name}} použije iná osoba',
    holderLegend: 'Kto použije vstupenku (sektor {{sector}}, rad {{row}}, miesto {{name}})',
    holderNote:
      'Kontakt na osobu, ktorá vstupenku použije, uchovávame pre potreby úradu verejného zdravotníctva ' +
      '2 týždne po zápase, potom ho vymažeme. Ak políčko nezaškrtnete, platí kontakt objednávateľa.',
    firstName: 'Meno',
    lastName: 'Priezvisko',
    email: 'E-mail',
    phone: 'Telefónne číslo',
    phoneHint: 'V medzinárodnom tvare bez medzier, napríklad +421901234567.',
    invoiceTitle: 'Fakturačné údaje',
    invoiceIntro:
      'Faktúru vystavíme na meno z kontaktných údajov. Adresu vyplňte, ak ju chcete mať na faktúre; pri nákupe na firmu je povinná. ' +
      'Ak uvediete IBAN, bude na faktúre a vrátime naň peniaze, ak by sa platba vracala; vtedy vyplňte aj adresu.',
    paymentTitle: 'Spôsob platby',
    card: 'Platobná karta',
    cardHint: 'Zaplatíte hneď na zabezpečenej stránke platobnej brány.',
    bankTransfer: 'Bankový prevod',
    bankTransferHint:
      'Možný len 5 a viac dní pred zápasom. Objednávku treba zaplatiť do 3 dní, inak ju zrušíme a miesta uvoľníme.',
    noPaymentType:
      'Pre tento košík nemáte povolený žiadny spôsob platby. Obráťte sa, prosím, na pokladňu klubu.',
    installmentsNote: 'Platba na splátky sa pri vstupenkách na zápasy neponúka (len pri permanentkách).',
    installments: 'Na splátky',
    installmentsHint:
      'Len ak sú v košíku iba permanentky: najviac 3 splátky s odstupom 30 dní, prvú zaplatíte hneď kartou, na ďalšie vám pošleme e-mailom odkaz na platbu.',
    summaryTitle: 'Súhrn objednávky',
    subtotal: 'Vstupenky',
    discount: 'Zľava ({{code}})',
    ticketCount_one: '{{count, count}} vstupenka',
    ticketCount_few: '{{count, count}} vstupenky',
    ticketCount_many: '{{count, count}} vstupenky',
    ticketCount_other: '{{count, count}} vstupeniek',
    total: 'Spolu na úhradu',
    termsBefore: 'Súhlasím so ',
    termsLink: 'všeobecnými obchodnými podmienkami',
    termsAfter: '.',
    termsRequired: 'Na dokončenie objednávky je potrebný súhlas s obchodnými podmienkami.',
    contactConsent:
      'Súhlasím so spracovaním kontaktných údajov na doručenie vstupeniek a na kontaktovanie v súvislosti so zápasom (uchovávame ich 2 týždne po zápase).',
    lapsedBlock: 'Pred platbou odoberte z košíka miesta, ktorých rezervácia vypršala.',
    submitCard: 'Zaplatiť kartou',
    submitTransfer: 'Objednať a zaplatiť prevodom',
    submitInstallment: 'Zaplatiť prvú splátku kartou',
    submitting: 'Odosiela sa…',
    redirecting: 'Presmerúvame vás na platobnú bránu…',
    failed: 'Objednávku sa nepodarilo vytvoriť.',
  },
  pushCheckout: {
    intro: 'Tento košík vám pripravil klub. Skontrolujte vstupenky, doplňte svoje údaje a zaplaťte kartou.',
    validUntil: 'Odkaz na košík platí do {{dateTime}}.',
    cardOnly: 'Košík z tohto odkazu sa dá zaplatiť iba platobnou kartou.',
    goneTitle: 'Tento odkaz na košík už neplatí',
    goneText:
      'Platnosť odkazu vypršala alebo ho klub zrušil. Ak ste košík už zaplatili, vstupenky sme vám poslali e-mailom.',
    goneHelp: 'Potrebujete pomoc alebo nový odkaz? Napíšte nám na ',
    empty: 'Košík z tohto odkazu je prázdny.',
    emptyHint: 'Ak ste ho už zaplatili, vstupenky sme vám poslali e-mailom.',
  },
  coupon: {
    label: 'Zľavový kód',
    apply: 'Uplatniť',
    applying: 'Overuje sa…',
    applied: 'Uplatnený zľavový kód',
    /** What a coupon is worth: "10 %" or "5,00 €". */
    worth: { PERCENT: '{{value}}\u00a0%', FIXED: '{{value}}' },
    remove: 'Odstrániť',
    removeLabel: 'Odstrániť zľavový kód {{code}}',
    required: 'Zadajte zľavový kód.',
    wrongFormat:
      'Zľavový kód môže obsahovať len písmená bez diakritiky, číslice, podčiarkovník, bodku a pomlčku.',
    invalid: 'Zľavový kód nie je platný.',
    noLongerValid:
      'Zľavový kód už nie je platný (vypršal, bol vyčerpaný alebo neplatí na vstupenky v košíku). Odstráňte ho, prosím.',
    notFound: 'Zľavový kód sa nenašiel. Skontrolujte, prosím, či ste ho zadali správne.',
    failed: 'Zľavový kód sa nepodarilo uplatniť.',
    removeFailed: 'Zľavový kód sa nepodarilo odstrániť.',
  },
} as const;

export const checkoutText = shopNamespace('checkout', skCheckoutPage);
