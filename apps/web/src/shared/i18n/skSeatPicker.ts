/**
 * The Slovak text of the fans' seat picking (namespace `seatPicker`): the grid's announcements, zoom, the
 * list, prices and the bar. Counts come in already told (`{{free}}` is the shop's `units.freeSeats`).
 */
import { shopNamespace } from './shopNamespace.ts';

export const skSeatPicker = {
  added: 'Rad {{row}}, miesto {{name}} pridané do košíka, zostáva {{left}}',
  removed: 'Rad {{row}}, miesto {{name}} odobraté z košíka',
  takenNear: 'Miesta neďaleko práve obsadil niekto iný: {{seats}}',
  /** `{{minutes}}` is the shop's `units.minutes` ("3 minúty"). */
  holdWarning: 'Rezervácia vašich miest vyprší o {{minutes}}. Pokračujte do košíka.',
  zoom: 'Priblíženie mapy',
  zoomIn: 'Priblížiť mapu',
  zoomOut: 'Oddialiť mapu',
  skipMap: 'Preskočiť mapu miest',
  keyboardHint:
    'Mapa sa ovláda šípkami: Home a End skočia na koniec radu, Page Up a Page Down o päť radov, Enter alebo medzerník miesto vyberie alebo výber zruší.',
  viewLabel: 'Spôsob výberu miest',
  viewMap: 'Mapa',
  viewList: 'Vybrať zo zoznamu',
  listSector: 'Sektor',
  listRow: 'Rad',
  listRowOption: 'Rad {{row}} – {{free}}',
  listSectorOption: 'Sektor {{sector}} – {{free}}, od {{price}}',
  listSeats: 'Miesta v rade {{row}}',
  listNoFree: 'V tomto rade nie je voľné miesto. Vyberte iný rad.',
  barTitle: 'Váš výber',
  barCount: 'Vybrané: {{seats}}',
  priceFrom: 'od {{price}}',
  /** A sector on the arena map, in the order its lines are drawn: "Sektor A11, od 8,00 €, 264 voľných miest". */
  sectorLabel: 'Sektor {{sector}}, {{priceFrom}}, {{free}}',
  bandsTitle: 'Cenové pásma',
  colouringTitle: 'Farby sektorov',
  colouring: { availability: 'Podľa obsadenosti', price: 'Podľa ceny' },
  sectorListCaption: 'Sektory s počtom voľných miest a cenou',
  sectorListToggle: 'Vybrať zo zoznamu',
  freeColumn: 'Voľné miesta',
  priceColumn: 'Cena',
  kept: 'vyhradený',
  /** A seat whose pick the API would refuse (SEAT_GAP), in its name and tooltip. */
  gapNote: 'zostalo by osamotené miesto {{stranded}}',
  suggestedNote: 'odporúčané miesto',
  /** A pick refused with SEAT_GAP: the seat to take instead, and the one that would be left alone. */
  gapPickSelf: 'Vyberte radšej miesto {{suggested}}, inak by zostalo osamotené.',
  gapPick: 'Vyberte radšej miesto {{suggested}}, inak by zostalo osamotené miesto {{stranded}}.',
  /** A release refused with SEAT_GAP: the fan's other seat to give back first. */
  gapRelease: 'Odoberte radšej miesto {{suggested}}, inak by zostalo osamotené miesto {{stranded}}.',
  best: {
    title: 'Nájsť najlepšie miesta',
    hint: 'Vyberieme miesta vedľa seba v jednom rade čo najbližšie k stredu ľadu.',
    count: 'Počet miest',
    sector: 'Sektor',
    anySector: 'Celý štadión',
    band: 'Cenové pásmo',
    anyBand: 'Akékoľvek',
    accessible: 'Len miesta pre vozíčkárov',
    submit: 'Nájsť najlepšie miesta',
    searching: 'Hľadáme miesta…',
    /** `{{seats}}` is the shop's `units.seats` ("Skúsiť 2 miesta"). */
    fewer: 'Skúsiť {{seats}}',
    anywhere: 'Hľadať na celom štadióne',
    added_one: 'Pridané do košíka: sektor {{sector}}, rad {{row}}, miesto {{names}}, zostáva {{left}}',
    added_few: 'Pridané do košíka: sektor {{sector}}, rad {{row}}, miesta {{names}}, zostáva {{left}}',
    added_many: 'Pridané do košíka: sektor {{sector}}, rad {{row}}, miesta {{names}}, zostáva {{left}}',
    added_other: 'Pridané do košíka: sektor {{sector}}, rad {{row}}, miesta {{names}}, zostáva {{left}}',
  },
} as const;

export const seatPickerText = shopNamespace('seatPicker', skSeatPicker);
