/** The Slovak text of the virtual waiting room: the fans' queue page and the club's back-office page. */
import { formatCount } from '../format/number.ts';
import { plural } from './sk.ts';

const fans = (n: number) => plural(n, 'fanúšik', 'fanúšikovia', 'fanúšikov');

/** "približne 3 minúty", "menej ako minúta", "približne 1 h 20 min". */
export function waitText(seconds: number): string {
  if (seconds < 60) return 'menej ako minúta';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) {
    const unit = minutes === 1 ? 'minúta' : minutes <= 4 ? 'minúty' : 'minút';
    return `približne ${minutes} ${unit}`;
  }
  return `približne ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export const skQueue = {
  title: 'Virtuálny rad',
  wholeShop: 'Celý obchod',
  loading: 'Zaraďujeme vás do radu…',
  loadFailed: 'Stav radu sa nepodarilo načítať. Skúšame to znova.',
  notFound: 'Tento virtuálny rad neexistuje.',
  intro:
    'O tento predaj je veľký záujem, preto sa do neho vstupuje cez virtuálny rad. Túto stránku môžete nechať otvorenú aj v inej karte alebo telefón uspať – miesto v rade nestratíte.',
  preQueue: {
    heading: 'Čakáte na otvorenie predaja',
    opensAt: 'Predaj sa otvorí',
    fair: 'V okamihu otvorenia sa poradie všetkých, ktorí čakajú, určí náhodne. Skorší príchod preto nedáva lepšie miesto – nemusíte stránku obnovovať.',
    waiting: (n: number) => `Pred otvorením čaká ${fans(n)}.`,
  },
  waiting: {
    heading: 'Ste v rade',
    position: 'Vaše poradie',
    ahead: 'Pred vami',
    wait: 'Odhadovaný čas čakania',
    unknownWait: 'teraz sa nedá odhadnúť (vpúšťanie je pozastavené)',
    estimateNote: 'Odhad vychádza z aktuálnej rýchlosti vpúšťania a môže sa zmeniť.',
  },
  paused: 'Klub vpúšťanie na chvíľu pozastavil. Vaše miesto v rade zostáva.',
  admitted: {
    heading: 'Ste na rade!',
    text: 'Môžete si vybrať miesta a zaplatiť.',
    until: 'Vstup do predaja platí do',
    renewNote: 'Kým máte miesta v košíku, vstup sa predlžuje.',
    go: 'Vybrať miesta',
  },
  expired: {
    heading: 'Čas na nákup vypršal',
    text: 'Vstup do predaja už neplatí. Môžete sa zaradiť znova na koniec radu.',
    rejoin: 'Zaradiť sa znova',
  },
  done: {
    heading: 'Nákup je dokončený',
    text: 'Objednávku nájdete v časti Moje objednávky. Ak chcete kúpiť ďalšie vstupenky, zaraďte sa znova.',
    rejoin: 'Zaradiť sa znova',
  },
  closed: {
    heading: 'Virtuálny rad je zatvorený',
    text: 'Predaj pokračuje bez radu.',
    go: 'Prejsť na výber miest',
  },
  updated: 'Naposledy aktualizované',
  fans,
};

export const skAdminQueue = {
  dashboard: {
    title: 'Virtuálny rad',
    text: 'Rad pred predajom veľkého zápasu: otvorenie, rýchlosť vpúšťania, čísla naživo.',
  },
  title: 'Virtuálny rad',
  intro:
    'Fanúšikovia, ktorí prídu pred otvorením, čakajú v predrade a pri otvorení sa zamiešajú náhodne; neskorší sa radia podľa príchodu. Kým je rad otvorený, miesta tohto predaja si môžu rezervovať a zaplatiť len vpustení fanúšikovia.',
  createHeading: 'Otvoriť virtuálny rad',
  form: {
    sale: 'Predaj',
    wholeShop: 'Celý obchod',
    opensAt: 'Otvorenie predaja',
    rate: 'Vpustiť fanúšikov za minútu',
    maxShopping: 'Najviac nakupujúcich naraz',
    admissionMinutes: 'Platnosť vstupu (minúty)',
    submit: 'Otvoriť rad',
  },
  created: 'Virtuálny rad je otvorený.',
  empty: 'Žiadny predaj teraz nemá virtuálny rad.',
  state: { OPEN: 'Otvorený', PAUSED: 'Pozastavený', CLOSED: 'Zatvorený' } as const,
  beforeOpening: 'Predrad – čaká sa na otvorenie',
  stats: {
    preQueue: 'V predrade',
    waiting: 'V rade',
    admitted: 'Vpustení',
    shopping: 'Nakupujú',
    sold: 'Dokončili nákup',
    throughput: 'Priepustnosť (za minútu)',
    backWait: 'Čakanie na konci radu',
    none: '—',
  },
  opensAt: 'Otvorenie',
  rate: 'Rýchlosť',
  perMinute: (n: number) => `${formatCount(n)} za minútu`,
  maxShopping: (n: number) => `najviac ${formatCount(n)} naraz`,
  openNow: 'Otvoriť predaj teraz',
  changeRate: 'Zmeniť rýchlosť',
  save: 'Uložiť',
  pause: 'Pozastaviť',
  resume: 'Pokračovať',
  close: 'Zatvoriť rad',
  changed: 'Zmena je uložená.',
};
