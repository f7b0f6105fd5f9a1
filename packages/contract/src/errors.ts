/**
 * The error catalogue: every code the API answers with, its HTTP status and its Slovak message.
 * Codes are those of spec section 8; codes added by this project are marked "added".
 */
import { entry } from './error-entry.ts';
import { seasonYearErrors } from './errors-season-year.ts';
import { transferErrors } from './errors-transfer.ts';
import { waitingListErrors } from './errors-waiting-list.ts';
import { BANK_TRANSFER_MIN_DAYS } from './limits.ts';

export const errorCatalogue = {
  // User
  USER_NOT_FOUND: entry(404, 'Používateľ nebol nájdený.'),
  VERIFICATION_TABLE_FAILURE: entry(500, 'Overenie sa nepodarilo uložiť. Skúste to znova neskôr.'),
  USER_PASSWORD_INVALID: entry(
    400,
    'Heslo je príliš jednoduché. Musí mať aspoň 8 znakov, malé aj veľké písmeno, číslicu a špeciálny znak.',
  ),
  USER_PASSWORD_RESET_ERROR: entry(500, 'Heslo sa nepodarilo obnoviť. Skúste to znova neskôr.'),
  USER_PHONE_INVALID: entry(
    400,
    'Telefónne číslo má nesprávny formát. Zadajte ho s predvoľbou, napr. +421900123456.',
  ),
  USER_PHONE_CODE_INVALID: entry(400, 'Overovací kód nie je správny.'),
  USER_PHONE_VERIFY_FAILURE: entry(500, 'Telefónne číslo sa nepodarilo overiť. Skúste to znova neskôr.'),
  USER_PHONE_CODE_EXPIRED: entry(400, 'Platnosť overovacieho kódu vypršala. Vyžiadajte si nový kód.'),
  USER_PARAMETERS_MISSING: entry(400, 'Niektoré údaje chýbajú alebo nie sú vyplnené správne.'),
  USER_EMAIL_NOT_PROVIDED: entry(400, 'Zadajte e-mailovú adresu.'),
  USER_PASS_EMAIL_INVALID: entry(401, 'Nesprávne meno alebo heslo.'),
  USER_TOKEN_REFRESH_ERROR: entry(401, 'Prihlásenie vypršalo. Prihláste sa, prosím, znova.'),
  USER_TOKEN_VALIDATION_FAILURE: entry(401, 'Prihlásenie nie je platné. Prihláste sa, prosím, znova.'),
  USER_EMAIL_NOT_VERIFIED: entry(403, 'E-mailová adresa ešte nie je overená. Overte ju odkazom z e-mailu.'),
  USER_EMAIL_CODE_EXPIRED: entry(400, 'Platnosť odkazu vypršala. Vyžiadajte si, prosím, nový.'),
  USER_EMAIL_CODE_INVALID: entry(400, 'Odkaz nie je platný alebo už bol použitý.'),
  EMAIL_NOT_SENT: entry(502, 'E-mail sa nepodarilo odoslať. Skúste to znova neskôr.'),
  USER_VERIFICATION_FAILURE: entry(500, 'Overenie sa nepodarilo. Skúste to znova neskôr.'),
  USER_NO_UNIQUE_PHONE: entry(409, 'Toto telefónne číslo už používa iný účet.'),
  USER_DISABLE_ERROR: entry(500, 'Účet sa nepodarilo zablokovať.'),
  USER_EMAIL_EXISTS: entry(409, 'Účet s touto e-mailovou adresou už existuje.'),
  USER_EMAIL_NOT_EXISTS: entry(404, 'Účet s touto e-mailovou adresou neexistuje.'),
  USER_LOGIN_SERVER_ERROR: entry(500, 'Prihlásenie sa nepodarilo. Skúste to znova neskôr.'),
  USER_TOKEN_INVALID: entry(401, 'Prihlásenie nie je platné alebo vypršalo. Prihláste sa, prosím, znova.'),
  USER_PASSWORD_IDENTICAL: entry(400, 'Nové heslo musí byť iné ako doterajšie.'),
  USER_NEW_PASSWORDS_NOT_MATCH: entry(400, 'Heslá sa nezhodujú.'),
  USER_OLD_PASSWORDS_NOT_MATCH: entry(400, 'Doterajšie heslo nie je správne.'),
  USER_PASSWORD_CHANGE_SERVER_ERROR: entry(500, 'Heslo sa nepodarilo zmeniť. Skúste to znova neskôr.'),
  USER_RETRIEVE_ERROR: entry(500, 'Údaje účtu sa nepodarilo načítať. Skúste to znova neskôr.'),
  // Registration and checkout alike (decisions.md, Error messages): the text names neither.
  USER_TERMS_NOT_AGREED: entry(400, 'Bez súhlasu s obchodnými podmienkami nie je možné pokračovať.'), // added
  USER_PHONE_MISSING: entry(400, 'Najprv zadajte telefónne číslo v časti Môj účet.'), // added
  USER_PHONE_ALREADY_VERIFIED: entry(409, 'Telefónne číslo už je overené.'), // added
  // Production without an SMS provider (SMS_URL): a code would reach nobody, so none is sent.
  USER_PHONE_SMS_UNAVAILABLE: entry(
    409,
    'Overovací kód SMS správou teraz nie je možné poslať. Skúste to, prosím, neskôr alebo nás kontaktujte.',
  ), // added
  USER_PHONE_NOT_VERIFIED: entry(
    403,
    'Na nákup vstupeniek na tento zápas je potrebné overené telefónne číslo. Overte ho v časti Môj účet.',
  ), // added
  AUTH_REQUIRED: entry(401, 'Ak chcete pokračovať, prihláste sa, prosím.'), // added
  ROLE_FORBIDDEN: entry(403, 'Na túto akciu nemáte oprávnenie.'), // added

  // Arena
  ARENA_PARAMETERS_INVALID: entry(400, 'Neplatná požiadavka na hľadisko alebo sektor.'),
  ARENA_ENTITY_TYPE_NOT_FOUND: entry(404, 'Neznámy typ predaja. Použite zápas alebo permanentku.'),
  ARENA_SETUP_RETRIEVE_FAILURE: entry(500, 'Hľadisko sa nepodarilo načítať. Skúste to znova neskôr.'),
  ARENA_SETUP_NOT_FOUND: entry(404, 'Tento sektor v hľadisku neexistuje.'),
  ARENA_SETUP_FORBIDDEN: entry(403, 'Do tohto sektora nemáte prístup.'),

  // Event
  EVENT_NOT_FOUND: entry(404, 'Zápas sa nenašiel.'),
  EVENT_OR_SEASON_NOT_FOUND: entry(404, 'Zápas ani sezóna sa nenašli.'),
  EVENT_UUID_MISSING: entry(400, 'Chýba identifikátor zápasu.'),
  EVENT_INVALID_REQUEST: entry(400, 'Neplatná požiadavka na zápas.'),
  EVENT_CREATE_FAILURE: entry(500, 'Zápas sa nepodarilo vytvoriť.'),
  EVENT_DATE_NOT_FOUND: entry(404, 'Dátum zápasu sa nenašiel.'),
  EVENT_DELETE_ERROR: entry(
    409,
    'Zápas sa nedá zmazať, pretože naň už boli predané alebo rezervované vstupenky.',
  ),
  SETUP_DATES_INVALID: entry(400, 'Koniec musí byť neskôr ako začiatok (pri podujatí aj pri predaji).'), // added
  SETUP_PRICES_MISSING: entry(409, 'Zverejniť sa dá len podujatie, ktoré má cenu v každom sektore.'), // added
  SETUP_NOTE_ENGLISH_WITHOUT_SLOVAK: entry(
    400,
    'Anglická poznámka k zápasu je preklad slovenskej: vyplňte aj slovenskú, alebo nechajte anglickú prázdnu.',
  ), // added: issue 22, an English note stands only beside a Slovak one
  SETUP_DESCRIPTION_ENGLISH_WITHOUT_SLOVAK: entry(
    400,
    'Anglický popis je preklad slovenského: vyplňte aj slovenský popis, alebo nechajte anglický prázdny.',
  ), // added: issue 22, an English description stands only beside a Slovak one
  PRICE_LIST_INVALID: entry(
    400,
    'Cenník obsahuje neznámy sektor, nesprávny typ vstupenky alebo jednu cenu dvakrát.',
  ), // added
  SEASON_MATCH_NOT_ALLOWED: entry(
    409,
    'Zápas sa dá pridať len do sezóny, ktorá nie je zverejnená a nemá obsadené žiadne miesto.',
  ), // added

  // Article
  ARTICLE_NOT_FOUND: entry(404, 'Stránka sa nenašla.'),
  ARTICLE_NAME_MISSING: entry(400, 'Chýba názov stránky.'),
  ARTICLE_UUID_MISSING: entry(400, 'Chýba identifikátor stránky.'),
  ARTICLE_FIELDS_MISSING: entry(400, 'Niektoré polia stránky chýbajú.'),
  ARTICLE_DELETE_FAILURE: entry(
    409,
    'Stránku sa nedá zmazať: obchod na ňu odkazuje (pätička, obchodné podmienky). Môžete ju upraviť.',
  ),
  ARTICLE_HASH_EXISTS: entry(409, 'Stránka s touto adresou už existuje.'), // added
  ARTICLE_HASH_LOCKED: entry(409, 'Adresu tejto stránky nemožno zmeniť: obchod na ňu odkazuje.'), // added
  ARTICLE_ENGLISH_INCOMPLETE: entry(
    400,
    'Anglická verzia stránky je neúplná: vyplňte názov, text v menu aj obsah, alebo nechajte všetky tri prázdne.',
  ), // added: issue 22, an English page is whole or absent

  // Ticket
  TICKET_SERIAL_NUMBER_MISSING: entry(400, 'Chýba sériové číslo vstupenky.'),
  TICKET_NOT_FOUND: entry(404, 'Vstupenka sa nenašla.'),
  TICKET_DELETE_FAILURE: entry(500, 'Vstupenku sa nepodarilo zmazať.'),
  TICKET_TYPE_NOT_FOUND: entry(400, 'Neznámy typ vstupenky.'),
  TICKET_ALREADY_EXISTS: entry(409, 'Vstupenka na toto miesto už existuje.'),
  TICKET_PARAMETER_INVALID: entry(400, 'Neplatné údaje vstupenky.'),
  TICKET_ALREADY_USED: entry(409, 'Vstupenka už bola pri vstupe použitá.'), // added
  TICKET_WRONG_MATCH: entry(409, 'Vstupenka neplatí na tento zápas.'), // added
  TICKET_REFUNDED: entry(409, 'Vstupenka bola vrátená a už neplatí.'), // added
  TICKET_WRONG_DAY: entry(
    409,
    'Vstupenka teraz neplatí: zápas sa hrá {matchDate}. Vstup je možný v deň zápasu od {entryFrom}.',
  ), // added

  // Order
  ORDER_NOT_FOUND: entry(404, 'Objednávka sa nenašla.'),
  ORDER_ID_MISSING: entry(400, 'Chýba číslo objednávky.'),
  ORDER_CONFIRMATION_FAILURE: entry(500, 'Objednávku sa nepodarilo potvrdiť.'),
  ORDER_INFO_SENT: entry(409, 'Informácie o objednávke už boli odoslané.'),
  ORDER_HASH_INVALID: entry(400, 'Odkaz na objednávku nie je platný.'),
  ORDER_INVALID_CHECKOUT_PARAMS: entry(400, 'Údaje objednávky nie sú vyplnené správne.'),
  ORDER_PAYMENT_UNAUTHORIZED: entry(403, 'Tento spôsob platby nie je povolený pre vašu rolu používateľa.'),
  BANK_TRANSFER_TOO_LATE: entry(
    409,
    `Bankovým prevodom sa dá platiť len ${BANK_TRANSFER_MIN_DAYS} a viac dní pred zápasom. Zaplaťte, prosím, kartou.`,
  ), // added
  ORDER_ITEM_ID_MISSING: entry(400, 'Chýba položka objednávky.'),
  ORDER_ITEM_NOT_FOUND: entry(404, 'Položka sa v košíku nenašla.'),
  ORDER_ITEM_DELETE_FAILURE: entry(500, 'Položku sa nepodarilo odstrániť.'),
  ORDER_SERVER_ERROR: entry(500, 'Objednávku sa nepodarilo spracovať. Skúste to znova neskôr.'),
  ORDER_ALREADY_PAID: entry(409, 'Objednávka už je zaplatená.'),
  ORDER_COULD_NOT_BE_PAID: entry(409, 'Objednávku sa nepodarilo zaplatiť.'),
  ORDER_SEARCH_INVALID: entry(400, 'Hľadanie objednávok nie je zadané správne.'), // added
  ORDER_NOT_PAID: entry(409, 'Objednávka nie je zaplatená, vstupenky k nej ešte neboli vystavené.'), // added
  ORDER_NOT_CANCELLABLE: entry(409, 'Zrušiť sa dá len objednávka, ktorá čaká na platbu.'), // added
  ORDER_NOT_REFUNDABLE: entry(
    409,
    'Peniaze sa dajú vrátiť len za zaplatenú objednávku alebo za platbu, ktorá prišla po zrušení objednávky.',
  ), // added
  ORDER_ALREADY_REFUNDED: entry(409, 'Peniaze za objednávku už boli vrátené.'), // added
  PAYMENT_REFUND_FAILURE: entry(502, 'Platobná brána peniaze nevrátila. Nič sa nezmenilo, skúste to znova.'), // added
  REFUND_NOT_FOUND: entry(404, 'Vrátenie peňazí sa pri tejto objednávke nenašlo.'), // added
  REFUND_NOT_TO_BE_SENT: entry(409, 'Ako odoslané sa dá označiť len vrátenie peňazí prevodom.'), // added
  REFUND_ALREADY_SENT: entry(409, 'Toto vrátenie peňazí už je označené ako odoslané.'), // added
  REFUND_SENT_INVALID: entry(400, 'Údaje o odoslaní peňazí nie sú vyplnené správne.'), // added
  REFUND_SENT_DATE_INVALID: entry(
    400,
    'Dátum odoslania nemôže byť v budúcnosti ani skôr, než klub vrátenie peňazí zapísal.',
  ), // added
  CREDIT_NOTE_NOT_FOUND: entry(404, 'Dobropis k objednávke sa nenašiel.'), // added
  ORDER_CONTACT_CONSENT_MISSING: entry(400, 'Tento súhlas je potrebné potvrdiť.'), // added
  CART_EMPTY: entry(409, 'Košík je prázdny. Vyberte si, prosím, miesta.'), // added
  CART_HOLD_EXPIRED: entry(
    409,
    'Rezervácia niektorých miest v košíku vypršala. Vyberte si ich, prosím, znova.',
  ), // added
  CART_PRICE_CHANGED: entry(409, 'Cena niektorých vstupeniek sa zmenila. Skontrolujte, prosím, košík.'), // added
  CART_SEASON_NOT_PAYABLE: entry(
    409,
    'Permanentky sa nedajú poslať zákazníkovi v košíku cez odkaz. Odstráňte ich, prosím, z košíka.',
  ), // added
  BANK_STATEMENT_INVALID: entry(400, 'Bankový výpis sa nedá načítať (očakáva sa camt.053 účtu klubu).'), // added
  PAYMENT_SIGNATURE_INVALID: entry(400, 'Podpis platobnej správy nie je platný.'), // added
  PAYMENT_TYPE_UNAVAILABLE: entry(
    409,
    'Platba kartou ani na splátky teraz nie je k dispozícii. Zvoľte platbu bankovým prevodom.',
  ), // added

  // Other
  INVOICE_DATA_NOT_FOUND: entry(404, 'Fakturačné údaje sa nenašli.'),
  INVALID_BOOKING_REQUEST: entry(400, 'Neplatná požiadavka na rezerváciu.'),
  TEMPLATE_UUID_MISSING: entry(400, 'Chýba šablóna hľadiska.'),
  TEMPLATE_PARAMETERS_MISSING: entry(400, 'Chýbajú údaje šablóny hľadiska.'),
  TEMPLATE_NOT_FOUND: entry(404, 'Šablóna hľadiska sa nenašla.'), // added
  SALE_NOT_OPEN: entry(409, 'Predaj na toto podujatie ešte nezačal alebo už skončil.'), // added
  SEASON_CATEGORY_FORBIDDEN: entry(403, 'Táto kategória permanentky je určená len firemným zákazníkom.'), // added
  SEASON_CATEGORY_NOT_IN_SECTOR: entry(
    409,
    'Kategória {category} sa v sektore {sector} nepredáva. Vyberte inú kategóriu alebo miesto v sektore, kde ju klub ponúka.',
  ), // added
  PLASTIC_CARD_SEASON_ONLY: entry(400, 'Plastovú kartu si môžete objednať len k permanentke.'), // added
  CART_TICKET_LIMIT: entry(409, 'V jednej objednávke môžete mať najviac 5 vstupeniek.'), // added
  CART_MATCH_SEAT_LIMIT: entry(
    409,
    'Na jeden zápas môžete mať v košíku a v nezaplatených objednávkach spolu najviac 5 vstupeniek.',
  ), // added: per account and match
  NOT_FOUND: entry(404, 'Požadovaná adresa neexistuje.'), // added
  PAYLOAD_TOO_LARGE: entry(413, 'Požiadavka je príliš veľká.'), // added
  BAD_URL: entry(400, 'Adresa požiadavky nie je platná.'), // added: broken percent-encoding
  UNSUPPORTED_MEDIA_TYPE: entry(415, 'Nepodporovaný typ obsahu požiadavky; použite application/json.'), // added
  RATE_LIMITED: entry(429, 'Príliš veľa pokusov. Skúste to, prosím, o chvíľu.'), // added
  SERVER_BUSY: entry(409, 'Systém je práve vyťažený. Skúste to, prosím, o chvíľu.'), // added: lock timeout
  INTERNAL_ERROR: entry(500, 'Niečo sa pokazilo. Skúste to, prosím, neskôr.'), // added

  // Season
  SEASON_NOT_FOUND: entry(404, 'Sezóna sa nenašla.'),
  SEASON_NAME_MISSING: entry(400, 'Chýba názov sezóny.'),
  SEASON_UUID_MISSING: entry(400, 'Chýba identifikátor sezóny.'),
  SEASON_TEMPLATE_NOT_FOUND: entry(404, 'Šablóna sezóny sa nenašla.'),
  SEASON_CREATE_FAILURE: entry(500, 'Sezónu sa nepodarilo vytvoriť.'),
  SEASON_DELETE_FAILURE: entry(
    409,
    'Sezónu sa nedá zmazať, pretože na ňu už boli predané alebo rezervované permanentky.',
  ),
  SEASON_INVALID_REQUEST: entry(400, 'Neplatná požiadavka na sezónu.'), // added
  SEASON_RETRIEVE_ERROR: entry(500, 'Sezónu sa nepodarilo načítať.'),
  SEASON_TICKET_NOT_FOUND: entry(404, 'Permanentka sa nenašla.'),
  SEASON_TICKET_NOT_PAID: entry(409, 'Držiteľa môžete zaregistrovať až po zaplatení permanentky.'), // added
  SEASON_REGISTRATION_CLOSED: entry(
    409,
    'Držiteľa tejto permanentky už nemožno zmeniť (zmeny sú možné do začiatku sezóny, prvá registrácia do jej konca). Obráťte sa, prosím, na pokladňu klubu.',
  ), // added
  SEASON_HOLDER_INVALID: entry(400, 'Údaje držiteľa permanentky nie sú vyplnené správne.'), // added
  SEASON_HOLDER_TYPE_MISMATCH: entry(
    400,
    'Kategória v registrácii sa musí zhodovať s kategóriou zakúpenej permanentky.',
  ), // added
  SEASON_HOLDER_AGE_INVALID: entry(400, 'Vek držiteľa nezodpovedá kategórii permanentky.'), // added
  SEASON_PHOTO_MISSING: entry(400, 'Priložte, prosím, fotografiu držiteľa (JPG alebo PNG).'), // added
  SEASON_PHOTO_INVALID: entry(
    400,
    'Fotografia musí byť celý obrázok vo formáte JPG alebo PNG. Tento súbor sa nedá použiť.',
  ), // added
  SEASON_PHOTO_TOO_LARGE: entry(
    413,
    'Fotografia je príliš veľká. Nahrajte, prosím, fotografiu s menším rozlíšením (najviac 25 megapixelov a 10 MB).',
  ), // added
  SEASON_PHOTO_NOT_FOUND: entry(404, 'Fotografia držiteľa sa nenašla.'), // added

  // Seat, payment, coupon
  SEAT_NOT_FOUND: entry(404, 'Miesto sa nenašlo.'),
  SEAT_PRICE_INVALID: entry(409, 'Pre toto miesto nie je stanovená cena.'),
  SEAT_INACTIVE: entry(409, 'Toto miesto už nie je voľné. Vyberte si, prosím, iné.'),
  SEATS_NOT_TOGETHER: entry(
    409,
    'Toľko voľných miest vedľa seba v jednom rade už nie je. Skúste menej miest, iný sektor alebo iné cenové pásmo.',
  ), // added: ADD_BEST_SEATS found no block
  SEAT_GAP: entry(
    409,
    'Takto by v rade ostalo jedno osamotené voľné miesto. Zvoľte, prosím, namiesto toho rad {row}, miesto {name}.',
  ), // added: the no-orphan rule; data.suggestedSeat names the seat ({row}, {name} filled from it)
  SEAT_STATE_LOCKED: entry(
    409,
    'Niektoré miesta sú predané alebo v košíku či objednávke fanúšika, preto ich stav nemožno zmeniť.',
  ), // added
  PAYMENT_LINK_GENERATION_FAILURE: entry(502, 'Platbu sa nepodarilo pripraviť. Skúste to znova neskôr.'),
  PAYMENT_PARAMETERS_MISSING: entry(400, 'Chýbajú údaje platby.'),
  COUPON_NOT_FOUND: entry(404, 'Zľavový kód sa nenašiel.'),
  COUPON_INVALID: entry(
    409,
    'Zľavový kód nie je platný: jeho platnosť vypršala, ešte nezačala, bol už vyčerpaný alebo neplatí na vstupenky v košíku.',
  ), // added
  COUPON_PARAMETERS_INVALID: entry(400, 'Údaje zľavového kódu nie sú vyplnené správne.'), // added
  COUPON_CODE_EXISTS: entry(409, 'Zľavový kód s týmto názvom už existuje.'), // added
  COUPON_VALUE_INVALID: entry(400, 'Percentuálna zľava musí byť od 1 do 100\u00a0%.'), // added
  COUPON_WINDOW_INVALID: entry(400, 'Koniec platnosti musí byť neskôr ako jej začiatok.'), // added
  COUPON_LIMIT_BELOW_USED: entry(409, 'Limit použití nemôže byť nižší ako počet doterajších použití.'), // added
  COUPON_DEACTIVATED: entry(409, 'Zľavový kód je deaktivovaný a nedá sa upraviť.'), // added

  // Push carts
  PUSH_CART_NOT_FOUND: entry(
    404,
    'Odkaz na košík neplatí: neexistuje, jeho platnosť vypršala alebo ho klub zrušil.',
  ), // added
  PUSH_CART_CLOSED: entry(
    410,
    'Odkaz na košík už neplatí: objednávka z neho je zaplatená, vrátená alebo zrušená.',
  ), // added: the link's order is settled
  PUSH_CART_CARD_ONLY: entry(403, 'Košík z odkazu sa dá zaplatiť iba kartou.'), // added
  PUSH_CART_CONTACT_MISSING: entry(400, 'Na odoslanie odkazu e-mailom vyplňte kontakt zákazníka.'), // added

  // Calendar
  CALENDAR_FEED_NOT_FOUND: entry(404, 'Tento odkaz na kalendár neplatí. Nový nájdete v časti Môj účet.'), // added: unknown or replaced feed address

  // Wallet passes
  WALLET_NOT_CONFIGURED: entry(404, 'Pridanie do peňaženky v telefóne klub zatiaľ neponúka.'), // added

  // Sales at a glance
  SALES_PARAMETERS_INVALID: entry(400, 'Zápas alebo sezóna pre prehľad predaja nie sú zadané správne.'), // added

  // Installments
  INSTALLMENTS_SEASON_ONLY: entry(403, 'Na splátky sa dajú kúpiť iba permanentky.'), // added
  INSTALLMENTS_TOO_LATE: entry(
    409,
    'Do konca sezóny zostáva menej ako 30 dní, splátky už nie sú možné. Zaplaťte, prosím, kartou alebo prevodom.',
  ), // added
  INSTALLMENT_ALREADY_PAID: entry(409, 'Táto splátka už je zaplatená.'), // added
  INSTALLMENT_NOT_PAYABLE: entry(409, 'Túto splátku zatiaľ nie je možné zaplatiť.'), // added
  INVOICE_LINK_CLOSED: entry(
    410,
    'Odkaz na platbu už neplatí: objednávka je zaplatená, vrátená alebo zrušená.',
  ), // added: the link's order is settled
  INVOICE_LINK_NOT_FOUND: entry(
    404,
    'Odkaz na platbu neplatí: neexistuje, jeho platnosť vypršala alebo ho klub zrušil.',
  ), // added
  SEASON_TICKET_INSTALLMENT_OVERDUE: entry(
    403,
    'Permanentka je zablokovaná: splátka nebola zaplatená ani 14 dní po splatnosti.',
  ), // added

  // The club's colour and crest (issue 19)
  CLUB_COLOR_INVALID: entry(400, 'Farba klubu musí byť zadaná ako #rrggbb, napríklad #0b3d91.'), // added
  CLUB_COLOR_CONTRAST: entry(
    400,
    'Na tejto farbe by biely text nebol dosť čitateľný (kontrast pod 4,5 : 1). Zvoľte tmavší odtieň.',
  ), // added: data.ratio is the contrast found
  CLUB_CREST_INVALID: entry(400, 'Erb musí byť obrázok vo formáte SVG alebo PNG.'), // added
  CLUB_CREST_TOO_LARGE: entry(400, 'Erb je príliš veľký: najviac 100 kB.'), // added
  CLUB_CREST_NOT_FOUND: entry(404, 'Klub nemá nahraný erb.'), // added

  // Virtual waiting room
  QUEUE_ADMISSION_REQUIRED: entry(
    403,
    'Na tento predaj sa vstupuje cez virtuálny rad. Zaraďte sa do radu a počkajte, kým na vás príde rad.',
  ), // added
  QUEUE_ROOM_NOT_FOUND: entry(404, 'Virtuálny rad sa nenašiel.'), // added
  QUEUE_ROOM_CLOSED: entry(409, 'Virtuálny rad je už zatvorený.'), // added
  QUEUE_ROOM_EXISTS: entry(
    409,
    'Na tento predaj už virtuálny rad existuje. Skôr ako otvoríte nový, zatvorte ho.',
  ), // added
  QUEUE_ROOM_STATE: entry(409, 'Virtuálny rad je v stave, v ktorom sa táto zmena nedá urobiť.'), // added
  QUEUE_PARAMETERS_INVALID: entry(400, 'Údaje virtuálneho radu nie sú vyplnené správne.'), // added
  QUEUE_FULL: entry(
    503,
    'Virtuálny rad je práve plný. Skúste sa, prosím, zaradiť znova o chvíľu – miesta v ňom sa uvoľňujú, keď fanúšikovia vstupujú do predaja.',
  ), // added: a room holds at most QUEUE_MAX_WAITING waiting fans

  ...seasonYearErrors,
  ...transferErrors,
  ...waitingListErrors,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;
export const ERROR_CODES = Object.keys(errorCatalogue) as ErrorCode[];

/**
 * `message` with its `{placeholders}` filled from `data` (or from the seat `data.suggestedSeat`); a
 * placeholder without a value stays as it is.
 */
export function fillMessage(message: string, data?: Record<string, unknown>): string {
  if (!data || !message.includes('{')) return message;
  const values = { ...(data.suggestedSeat as Record<string, unknown> | undefined), ...data };
  return message.replace(/\{(\w+)\}/g, (whole, key: string) =>
    typeof values[key] === 'string' || typeof values[key] === 'number' ? String(values[key]) : whole,
  );
}

/** The catalogue's Slovak message of `code` with its placeholders filled from `data`. */
export function errorMessage(code: ErrorCode, data?: Record<string, unknown>): string {
  return fillMessage(errorCatalogue[code].message, data);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}
