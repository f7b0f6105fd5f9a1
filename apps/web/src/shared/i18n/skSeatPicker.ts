/** The Slovak text of the fans' seat picking: the grid's announcements, zoom, the list, prices and the bar. */
import { plural } from './sk.ts';

const seatCount = (n: number) => plural(n, 'miesto', 'miesta', 'miest');
const freeSeatCount = (n: number) => plural(n, 'voľné miesto', 'voľné miesta', 'voľných miest');

export const skSeatPicker = {
  added: (row: string, name: string, left: string) =>
    `Rad ${row}, miesto ${name} pridané do košíka, zostáva ${left}`,
  removed: (row: string, name: string) => `Rad ${row}, miesto ${name} odobraté z košíka`,
  takenNear: (seats: string[]) => `Neďaleko práve obsadil niekto iný: ${seats.join('; ')}`,
  holdWarning: (minutes: number) =>
    `Rezervácia vašich miest vyprší o ${minutes} minúty. Pokračujte do košíka.`,
  zoom: 'Priblíženie mapy',
  zoomIn: 'Priblížiť mapu',
  zoomOut: 'Oddialiť mapu',
  skipMap: 'Preskočiť mapu miest',
  keyboardHint:
    'Mapa sa ovláda šípkami: Home a End skočia na koniec radu, Page Up a Page Down o päť radov, Enter alebo medzerník miesto vyberie alebo vráti.',
  viewLabel: 'Spôsob výberu miest',
  viewMap: 'Mapa',
  viewList: 'Vybrať zo zoznamu',
  listSector: 'Sektor',
  listRow: 'Rad',
  listRowOption: (row: string, free: number) => `Rad ${row} – ${freeSeatCount(free)}`,
  listSectorOption: (sector: string, free: number, price: string) =>
    `Sektor ${sector} – ${freeSeatCount(free)}, od ${price}`,
  listSeats: (row: string) => `Miesta v rade ${row}`,
  listNoFree: 'V tomto rade nie je voľné miesto. Vyberte iný rad.',
  barTitle: 'Váš výber',
  barCount: (n: number) => `Vybrané: ${seatCount(n)}`,
  priceFrom: (price: string) => `od ${price}`,
  /** A sector on the arena map, in the order its lines are drawn: "Sektor A11, od 8,00 €, 264 voľných miest". */
  sectorLabel: (sector: string, priceFrom: string, free: number) =>
    `Sektor ${sector}, ${priceFrom}, ${freeSeatCount(free)}`,
  bandsTitle: 'Cenové pásma',
  colouringTitle: 'Farby sektorov',
  colouring: { availability: 'Podľa obsadenosti', price: 'Podľa ceny' },
  sectorListCaption: 'Sektory s počtom voľných miest a cenou',
  sectorListToggle: 'Vybrať zo zoznamu',
  freeColumn: 'Voľné miesta',
  priceColumn: 'Cena',
  kept: 'vyhradený',
  /** A seat whose pick the API would refuse (SEAT_GAP), in its name and tooltip. */
  gapNote: (stranded: string) => `zostalo by osamotené miesto ${stranded}`,
  suggestedNote: 'odporúčané miesto',
  /** A pick refused with SEAT_GAP: the seat to take instead, and the one that would be left alone. */
  gapPick: (suggested: string, stranded: string) =>
    suggested === stranded
      ? `Vyberte radšej miesto ${suggested}, inak by zostalo osamotené.`
      : `Vyberte radšej miesto ${suggested}, inak by zostalo osamotené miesto ${stranded}.`,
  /** A release refused with SEAT_GAP: the fan's other seat to give back first. */
  gapRelease: (suggested: string, stranded: string) =>
    `Odoberte radšej miesto ${suggested}, inak by zostalo osamotené miesto ${stranded}.`,
  best: {
    title: 'Nájsť najlepšie miesta',
    hint: 'Vyberieme miesta vedľa seba v jednom rade čo najbližšie k stredu ľadu.',
    count: 'Počet miest',
    sector: 'Sektor',
    anySector: 'Celá aréna',
    band: 'Cenové pásmo',
    anyBand: 'Akékoľvek',
    accessible: 'Len miesta pre vozíčkárov',
    submit: 'Nájsť najlepšie miesta',
    searching: 'Hľadám miesta…',
    fewer: (n: number) => `Skúsiť ${seatCount(n)}`,
    anywhere: 'Hľadať v celej aréne',
    added: (sector: string, row: string, names: string[], left: string) =>
      `Pridané do košíka: sektor ${sector}, rad ${row}, ${names.length > 1 ? 'miesta' : 'miesto'} ${names.join(', ')}, zostáva ${left}`,
  },
};
