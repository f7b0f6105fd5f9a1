/**
 * The Slovak text of the back office's virtual waiting room (/admin/queue) and its dashboard tile; the back
 * office stays Slovak. The fans' queue page has its own namespace (skQueue.ts).
 */
import { formatCount } from '../format/number.ts';

/** "približne 3 minúty", "menej ako minúta", "približne 1 h 20 min". */
export function approximateWait(seconds: number): string {
  if (seconds < 60) return 'menej ako minúta';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) {
    const unit = minutes === 1 ? 'minúta' : minutes <= 4 ? 'minúty' : 'minút';
    return `približne ${minutes} ${unit}`;
  }
  return `približne ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export const skAdminQueue = {
  dashboard: {
    title: 'Virtuálny rad',
    text: 'Rad pred predajom veľkého zápasu: otvorenie, rýchlosť vpúšťania, čísla naživo.',
  },
  title: 'Virtuálny rad',
  intro:
    'Fanúšikovia, ktorí prídu pred otvorením, čakajú v predrade a pri otvorení dostanú náhodné poradie; tí, ktorí prídu neskôr, sa zaradia za nich v poradí príchodu. Kým je rad otvorený, miesta tohto predaja si môžu rezervovať a zaplatiť len vpustení fanúšikovia.',
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
