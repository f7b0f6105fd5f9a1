/**
 * The Slovak text of the fans' virtual waiting room, /queue/:id (namespace `queue`, English in en/enQueue.ts).
 * The club's back-office page has its own Slovak text in skAdminQueue.ts.
 */
import { shopNamespace } from './shopNamespace.ts';

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
    waiting_one: 'Pred otvorením čaká {{count, count}} fanúšik.',
    waiting_few: 'Pred otvorením čaká {{count, count}} fanúšikovia.',
    waiting_many: 'Pred otvorením čaká {{count, count}} fanúšika.',
    waiting_other: 'Pred otvorením čaká {{count, count}} fanúšikov.',
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
  /** The fans ahead ("3 fanúšikovia"). */
  fans_one: '{{count, count}} fanúšik',
  fans_few: '{{count, count}} fanúšikovia',
  fans_many: '{{count, count}} fanúšika',
  fans_other: '{{count, count}} fanúšikov',
  /** The estimated wait: "menej ako minúta", "približne 3 minúty", "približne 1 h 20 min". */
  wait: {
    underMinute: 'menej ako minúta',
    minutes_one: 'približne {{count, count}} minúta',
    minutes_few: 'približne {{count, count}} minúty',
    minutes_many: 'približne {{count, count}} minúty',
    minutes_other: 'približne {{count, count}} minút',
    hours: 'približne {{h}} h {{m}} min',
  },
} as const;

export const queueText = shopNamespace('queue', skQueue);

/** The estimated wait in the current language, rounded up to whole minutes. */
export function queueWaitText(seconds: number): string {
  if (seconds < 60) return queueText.view.wait.underMinute;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return queueText.t('wait.minutes', { count: minutes });
  return queueText.t('wait.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
}
