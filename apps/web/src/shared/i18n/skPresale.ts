/** Holders' presale: the back office's fields and the shop's notice. */
export const skPresale = {
  title: 'Predpredaj',
  intro:
    'Pred verejným predajom môžu kupovať len vybraní zákazníci. Verejný predaj začne koncom predpredaja.',
  from: 'Predpredaj od',
  to: 'Predpredaj do',
  audience: 'Pre koho',
  audiences: { SEASON_HOLDERS: 'Držitelia permanentiek', B2B: 'Firemní partneri (B2B)' },
  limit: 'Limit vstupeniek na osobu',
  limitHint: 'Prázdne: bez osobitného limitu (platia bežné limity košíka).',
  save: 'Uložiť predpredaj',
  remove: 'Zrušiť predpredaj',
  saved: 'Predpredaj bol uložený.',
  removed: 'Predpredaj bol zrušený.',
  none: 'Predpredaj nie je nastavený.',
  required: 'Vyplňte dátum a čas.',
  toBeforeFrom: 'Koniec predpredaja musí byť neskôr ako jeho začiatok.',
  limitInvalid: 'Zadajte celé číslo od 1 do 50 alebo nechajte prázdne.',
  /** The shop's notice: "Predpredaj pre držiteľov permanentiek do 1. 12. 2026 10:00". */
  notice: (who: string, until: string) => `Predpredaj pre ${who} do ${until}`,
  member: 'Patríte medzi nich, môžete nakupovať už teraz.',
  remaining: (n: number) => `V predpredaji môžete mať ešte ${n} vst.`,
  startsAt: (from: string) => `Začína ${from}.`,
} as const;
