/** Holders' presale: the back office's fields (the shop's notice is skPresaleNotice.ts). */
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
} as const;
