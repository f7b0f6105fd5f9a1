/**
 * Countries for addresses: the ISO 3166-1 alpha-2 codes (and Kosovo, XK), named in Slovak (or English) by
 * the platform's own Unicode data (Intl.DisplayNames), so no list of names has to be kept by hand.
 */
import type { ShopLanguage } from './language.ts';

export const COUNTRY_CODES = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE
  BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD
  CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
  DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF
  GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
  ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
  KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME
  MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
  NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
  PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
  SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK
  TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
  VN VU WF WS XK YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

export const DEFAULT_COUNTRY = 'SK';

const names = {
  sk: new Intl.DisplayNames(['sk'], { type: 'region' }),
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
} satisfies Record<ShopLanguage, Intl.DisplayNames>;

/** The name of a country code in a shop language, e.g. SK → Slovensko (Slovakia). */
export const countryName = (code: string, language: ShopLanguage = 'sk'): string =>
  names[language].of(code) ?? code;

/** Every country as code and name, sorted by name the language's way (in Slovak Č after C, Š after S). */
export function countryOptions(language: ShopLanguage = 'sk'): Array<{ code: string; name: string }> {
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
