import { SEASON_CATEGORY_RULES } from '@hokej/contract';
import { type EnglishArticle, englishArticles } from './articles-en.ts';

// The ages the shop checks at registration (the contract's rule), so the page cannot say otherwise.
const { KIDS, STUDENT } = SEASON_CATEGORY_RULES;

/** An information page of the shop, its body in Markdown; with its English version (articles-en.ts). */
export interface DemoArticle extends Partial<EnglishArticle> {
  slug: string;
  title: string;
  menuLabel: string;
  menuOrder: number;
  /** Linked from the main menu (the spec's four pages); the others from the footer and checkout. */
  inMenu: boolean;
  body: string;
}

const terms = `# Všeobecné obchodné podmienky

Tieto všeobecné obchodné podmienky upravujú predaj vstupeniek a permanentiek prostredníctvom internetového obchodu klubu **HK Orly Zvolen** (ďalej len „predávajúci“). Kupujúcim je každý registrovaný používateľ, ktorý odošle objednávku.

## Uzavretie zmluvy

Kúpna zmluva vzniká okamihom úhrady objednávky. Do zaplatenia sú vybrané miesta pre kupujúceho len dočasne rezervované. Ak platba neprebehne v stanovenom čase, rezervácia zanikne a miesta sa vrátia do predaja.

## Ceny a platba

- Všetky ceny sú uvedené v eurách vrátane DPH.
- Platiť možno platobnou kartou alebo bankovým prevodom, permanentky aj v splátkach.
- Vstupenka je platná až po pripísaní platby na účet predávajúceho.

## Vstupenky a permanentky

Vstupenka oprávňuje jej držiteľa na jeden vstup na konkrétny zápas na **Zimný štadión Orly** na miesto uvedené na vstupenke. Permanentka platí na všetky domáce zápasy základnej časti sezóny, pokiaľ nie je pri ponuke uvedené inak. Vstupenku nie je dovolené ďalej predávať za vyššiu cenu, ako je uvedená na vstupenke.

## Odstúpenie od zmluvy a reklamácie

Podľa § 7 ods. 6 písm. l) zákona č. 102/2014 Z. z. nemôže spotrebiteľ odstúpiť od zmluvy o poskytnutí služieb týkajúcich sa voľnočasových aktivít, ak sa plnenie poskytuje v dohodnutom termíne. Zakúpené vstupenky sa preto nevracajú.

Ak sa zápas neuskutoční alebo sa presunie na iný termín, predávajúci vstupné vráti, prípadne vstupenka platí na náhradný termín. Reklamácie posielajte na **podpora@hokej.test** najneskôr do 14 dní od termínu zápasu; vybavíme ich do 30 dní.

## Záverečné ustanovenia

Odoslaním objednávky kupujúci potvrdzuje, že sa s týmito podmienkami oboznámil a súhlasí s nimi. Právne vzťahy neupravené týmito podmienkami sa riadia právnym poriadkom Slovenskej republiky. Spory možno riešiť aj alternatívnym spôsobom prostredníctvom Slovenskej obchodnej inšpekcie.
`;

const privacy = `# Ochrana súkromia a cookies

Ochranu vašich osobných údajov berieme vážne. Prevádzkovateľom je klub **HK Orly Zvolen**, ktorý údaje spracúva v súlade s nariadením GDPR a zákonom č. 18/2018 Z. z. o ochrane osobných údajov.

## Aké údaje spracúvame

- **Registračné údaje:** meno, priezvisko, e-mailová adresa a heslo (ukladáme ho iba ako bezpečný odtlačok, nie v čitateľnej podobe).
- **Kontaktné údaje:** telefónne číslo, ak ho zápas alebo permanentka vyžaduje.
- **Fakturačné údaje:** adresa, prípadne názov firmy, IČO a DIČ.
- **Údaje držiteľa permanentky:** dátum narodenia, adresa a fotografia na overenie totožnosti pri vstupe.

## Na aký účel

Údaje používame na vytvorenie a správu používateľského účtu, vybavenie objednávky, vystavenie vstupeniek a faktúr a na kontrolu oprávnenosti vstupu na štadión. Právnym základom je plnenie zmluvy a zákonné povinnosti v oblasti účtovníctva. Kontaktné údaje, ktoré slúžia len na potreby konkrétneho zápasu, vymažeme po 14 dňoch.

## Komu údaje poskytujeme

Údaje sprístupňujeme iba spracovateľom, ktorí nám pomáhajú s prevádzkou obchodu, napríklad poskytovateľovi platobnej brány. Údaje nepredávame a neposkytujeme na marketingové účely tretím stranám.

## Vaše práva

Máte právo na prístup k údajom, ich opravu, vymazanie, obmedzenie spracúvania a prenosnosť, ako aj právo podať sťažnosť Úradu na ochranu osobných údajov SR. Žiadosti posielajte na **podpora@hokej.test**.

## Cookies

Obchod používa iba **nevyhnutné cookies**, ktoré udržiavajú vaše prihlásenie a obsah košíka. Bez nich nie je možné nakupovať. Analytické ani reklamné cookies nepoužívame. Cookies môžete kedykoľvek vymazať v nastaveniach prehliadača; odhlásite sa tým z obchodu.
`;

const howToBuy = `# Ako nakupovať

Nákup vstupeniek na domáce zápasy **HK Orly Zvolen** zvládnete za pár minút.

## 1. Vytvorte si účet

Vstupenky a permanentky môžu kupovať iba prihlásení používatelia. Zaregistrujte sa pomocou e-mailovej adresy a hesla a účet potvrďte odkazom, ktorý vám príde e-mailom. Pri niektorých zápasoch je potrebné overené telefónne číslo.

## 2. Vyberte zápas a miesto

1. V ponuke **Kúpiť** zvoľte zápas alebo permanentku.
2. Na mape štadióna kliknite na sektor. Farba sektora ukazuje, koľko voľných miest v ňom ešte zostáva.
3. V sektore vyberte konkrétne miesta. Voľné miesta sú zvýraznené, obsadené a zablokované miesta vybrať nemožno.

## 3. Rezervácia na 15 minút

Vybrané miesta sa vložia do košíka a sú pre vás rezervované **15 minút**. Čas, ktorý vám zostáva, ukazuje odpočet v košíku. Ak objednávku v tomto čase nedokončíte, miesta sa automaticky uvoľnia pre ostatných fanúšikov.

V jednej objednávke môžete kúpiť **najviac 5 vstupeniek**. Pri každej vstupenke zvoľte typ – dospelý alebo dieťa do 12 rokov.

## 4. Platba

- **Platobnou kartou** – platba prebehne okamžite a vstupenky dostanete hneď.
- **Bankovým prevodom** – vstupenky vystavíme po pripísaní platby na náš účet.
- **Splátky** – dostupné pri kúpe permanentky.

## 5. Vstupenky

Po zaplatení nájdete vstupenky v časti **Moje objednávky** a pošleme vám ich aj e-mailom vo formáte **PDF**. Každá vstupenka obsahuje jedinečný **QR kód**, ktorý sa kontroluje pri vstupe na štadión. Vstupenku si môžete vytlačiť alebo ju ukázať priamo na displeji mobilného telefónu.

S akýmikoľvek otázkami sa obráťte na **podpora@hokej.test**.
`;

const entry = `# Vstupné podmienky

Aby sa na **Zimnom štadióne Orly** cítil každý fanúšik bezpečne, prosíme všetkých návštevníkov, aby dodržiavali nasledujúce pravidlá.

## Vstup na štadión

- Na štadión vás pustíme iba s platnou vstupenkou alebo permanentkou.
- **QR kód** vstupenky sa kontroluje pri turnikete. Každý kód je možné použiť iba raz; kópia už použitej vstupenky neplatí.
- Brány sa otvárajú hodinu pred začiatkom zápasu.
- Usporiadateľská služba je oprávnená vykonať osobnú prehliadku návštevníka a jeho batožiny.

## Deti

Deti **do 12 rokov vrátane** môžu vstúpiť len v sprievode dospelej osoby, ktorá za ne zodpovedá počas celého zápasu. Deti a ich sprievod vchádzajú **špeciálnym vstupom pre rodiny s deťmi**, ktorý je označený pri hlavnej pokladni. Aj dieťa musí mať vlastnú vstupenku.

## Zakázané predmety

Na štadión je zakázané vnášať:

- zbrane a predmety, ktoré možno použiť ako zbraň,
- pyrotechniku, dymovnice a svetlice,
- sklenené fľaše, plechovky a alkoholické nápoje,
- omamné a psychotropné látky,
- laserové ukazovadlá a vuvuzely,
- transparenty s rasistickým, vulgárnym alebo politickým obsahom.

## Správanie počas zápasu

Návštevníci sú povinní riadiť sa pokynmi usporiadateľov a sedieť na mieste uvedenom na vstupenke. Vstup do priestoru ľadovej plochy je zakázaný. Osobám pod vplyvom alkoholu alebo iných návykových látok môže byť vstup odopretý bez náhrady vstupného.

Pri porušení vstupných podmienok môže usporiadateľ návštevníka vykázať zo štadióna. Osobitné podmienky, napríklad povinnosť nosiť respirátor, uvádzame pri konkrétnom zápase.
`;

const seasonTickets = `# Permanentky

Permanentka je najvýhodnejší spôsob, ako podporiť **HK Orly Zvolen** počas celej sezóny. Platí na všetky domáce zápasy základnej časti na vybrané miesto, ktoré máte isté na každý zápas.

## Kategórie permanentiek

- **GOLD** – najlepšie miesta v strede hlavnej tribúny, vstup do VIP salónika a občerstvenie počas prestávok.
- **SILVER** – kvalitné miesta v centrálnych sektoroch a zľava na nápoje v klubovom bufete.
- **Orly Fan Pack** (klubový produkt) – permanentka v balíku s originálnym klubovým dresom a šálom.
- **CLASSIC** – základná permanentka pre dospelých na zvolené miesto v ľubovoľnom sektore.
- **KIDS** – zvýhodnená permanentka pre deti do ${KIDS.maxAge} rokov vrátane (vek k prvému dňu sezóny).
- **STUDENT** – zvýhodnená permanentka pre študentov denného štúdia od ${STUDENT.minAge} do ${STUDENT.maxAge} rokov (vek k prvému dňu sezóny).
- **B2B** – firemná permanentka s vystavením faktúry, prenosná medzi zamestnancami firmy.
- **ZTP** – zvýhodnená permanentka pre držiteľov preukazu ZŤP a ZŤP/S.

## Preukázanie nároku na zľavu

Držitelia permanentiek **KIDS**, **STUDENT** a **ZTP** musia pri každom vstupe na štadión preukázať nárok na zľavu – kartou poistenca alebo rodným listom dieťaťa, platným preukazom študenta (ISIC) alebo preukazom ZŤP. Bez dokladu nemusí byť vstup umožnený.

## Registrácia permanentky

Po kúpe permanentku zaregistrujte v časti **Moje objednávky**. Registrácia je **bezplatná**: vyplňte údaje držiteľa a nahrajte jeho fotografiu vo formáte JPG alebo PNG. Za poplatok si môžete objednať aj plastovú kartu, inak vstupujete s QR kódom v mobile.

## Platba

Permanentku môžete zaplatiť kartou, bankovým prevodom alebo **v splátkach**. Permanentka je neprenosná, okrem kategórie B2B.
`;

const salesPoints = `# Predajné miesta

Vstupenky a permanentky môžete kúpiť nonstop v našom internetovom obchode alebo osobne na pokladni štadióna.

## Pokladňa Zimného štadióna Orly

Pokladňa sa nachádza pri hlavnom vchode do štadióna, vedľa klubového fanshopu.

**Otváracie hodiny:**

- pondelok – piatok: **10:30 – 17:30**
- v deň zápasu: **od jednej hodiny pred začiatkom zápasu do jednej hodiny po jeho skončení**
- soboty, nedele a sviatky bez zápasu: zatvorené

Na pokladni môžete platiť v hotovosti aj platobnou kartou. Pri kúpe zvýhodnených vstupeniek a permanentiek (KIDS, STUDENT, ZTP) si pripravte doklad, ktorý nárok na zľavu preukazuje.

## Čo na pokladni vybavíte

- kúpu vstupeniek na domáce zápasy,
- kúpu a obnovenie permanentiek,
- vydanie plastovej karty k permanentke,
- vytlačenie vstupenky zakúpenej cez internet,
- reklamácie a informácie o zmenách termínov zápasov.

## Internetový obchod

V internetovom obchode si vyberiete presné miesto na mape štadióna a vstupenky dostanete okamžite vo formáte PDF. V deň zápasu odporúčame kúpiť vstupenky vopred online a vyhnúť sa tak radom pri pokladni.

## Kontakt

Ak máte otázky k predaju vstupeniek, napíšte nám na **podpora@hokej.test**. Odpovedáme v pracovných dňoch spravidla do 24 hodín.
`;

/** The six information pages; the slugs are the page addresses the spec links to, the menu's four in its order. */
const slovakArticles: DemoArticle[] = [
  {
    slug: 'permanentky',
    title: 'Permanentky',
    menuLabel: 'Permanentky',
    menuOrder: 1,
    inMenu: true,
    body: seasonTickets,
  },
  {
    slug: 'vstupne-podmienky',
    title: 'Vstupné podmienky',
    menuLabel: 'Vstupné podmienky',
    menuOrder: 2,
    inMenu: true,
    body: entry,
  },
  {
    slug: 'predajne-miesta',
    title: 'Predajné miesta',
    menuLabel: 'Predajné miesta',
    menuOrder: 3,
    inMenu: true,
    body: salesPoints,
  },
  {
    slug: 'ako-nakupovat',
    title: 'Ako nakupovať',
    menuLabel: 'Ako nakupovať',
    menuOrder: 4,
    inMenu: true,
    body: howToBuy,
  },
  {
    slug: 'vseobecne-obchodne-podmienky',
    title: 'Všeobecné obchodné podmienky',
    menuLabel: 'Obchodné podmienky',
    menuOrder: 5,
    inMenu: false,
    body: terms,
  },
  {
    slug: 'ochrana-sukromia',
    title: 'Ochrana súkromia a cookies',
    menuLabel: 'Ochrana súkromia',
    menuOrder: 6,
    inMenu: false,
    body: privacy,
  },
];

/** The six pages, each with its English version. */
export const demoArticles: DemoArticle[] = slovakArticles.map((page) => ({
  ...page,
  ...englishArticles[page.slug],
}));
