/** The Slovak text of the back office's club look page (issue 19): colour and crest. */
/** 4.5 → "4,50 : 1"; cut down, never rounded up past the limit. */
const ratio = (value: number) => `${(Math.floor(value * 100) / 100).toFixed(2).replace('.', ',')} : 1`;

export const skAdminClub = {
  dashboard: {
    title: 'Vzhľad klubu',
    text: 'Farba a erb klubu v hornej lište, v menu a v strede ľadu na mape štadióna.',
  },
  title: 'Vzhľad klubu',
  intro:
    'Farbu a erb uvidia fanúšikovia na každej stránke pri ďalšom načítaní. Každá zmena sa zapíše do záznamu úkonov.',
  color: {
    heading: 'Farba klubu',
    label: 'Farba (#rrggbb)',
    picker: 'Vybrať farbu',
    hint: (min: number) =>
      `Biely text a monogram na ľade musia mať na farbe kontrast aspoň ${ratio(min)}. Prázdne pole vráti farbu obchodu.`,
    preview: 'Ukážka',
    previewOf: (color: string) => `Ukážka hornej lišty a stredu ľadu vo farbe ${color}`,
    previewText: 'Takto bude vyzerať horná lišta a stred ľadu.',
    contrast: (value: number) => `Kontrast bieleho textu: ${ratio(value)}`,
    tooLow: (min: number) =>
      `Príliš svetlá farba: biely text by bol zle čitateľný (treba aspoň ${ratio(min)}).`,
    invalid: 'Zadajte farbu ako #rrggbb, napríklad #0b3d91.',
    save: 'Uložiť farbu',
    reset: 'Vrátiť farbu obchodu',
    saved: 'Farba klubu je uložená.',
    resetDone: 'Obchod má znova svoju farbu.',
    current: (color: string | null) => (color ? `Teraz: ${color}` : 'Teraz: farba obchodu'),
  },
  crest: {
    heading: 'Erb klubu',
    label: 'Súbor s erbom (SVG alebo PNG, najviac 100 kB)',
    current: 'Súčasný erb',
    none: 'Klub nemá erb: obchod ukazuje iniciály klubu.',
    upload: 'Nahrať erb',
    remove: 'Odstrániť erb',
    removeConfirm: 'Odstrániť erb klubu? Obchod ukáže iniciály klubu.',
    uploaded: 'Erb je nahraný.',
    removed: 'Erb je odstránený.',
    wrongType: 'Erb musí byť obrázok vo formáte SVG alebo PNG.',
    tooLarge: 'Erb je príliš veľký: najviac 100 kB.',
    pick: 'Najprv vyberte súbor.',
  },
  saving: 'Ukladá sa…',
  loading: 'Načítava sa…',
  loadFailed: 'Údaje sa nepodarilo načítať.',
};
