import type { ShopLanguage } from './language.ts';
import { slovakValidationMessage } from './validation-messages.ts';

/**
 * Messages for request validation failures on the server, per JSON-schema keyword: Slovak from the one
 * table the web's forms use too (validation-messages.ts), named by the field's Slovak `title` when the
 * schema gives one; or English, named by the field's path.
 */
export function validationMessage(
  keyword: string,
  field: string,
  params: Record<string, unknown> = {},
  language: ShopLanguage = 'sk',
  title?: string,
): string {
  if (language === 'en') return englishValidationMessage(keyword, field, params);
  return slovakValidationMessage(keyword, { title, field }, params);
}

function englishValidationMessage(keyword: string, field: string, params: Record<string, unknown>): string {
  const name = field || 'request';
  switch (keyword) {
    case 'required':
      return `The field ${name} is required.`;
    case 'minLength':
      return `The field ${name} is too short (at least ${params.limit} characters).`;
    case 'maxLength':
      return `The field ${name} is too long (at most ${params.limit} characters).`;
    case 'type':
      return `The field ${name} has the wrong type.`;
    case 'additionalProperties':
      return `The field ${String(params.additionalProperty ?? name)} is not allowed.`;
    case 'json':
      return 'The request body is not valid JSON.';
    case 'contentType':
      return 'Unsupported request content type; use application/json.';
    case 'minimum':
    case 'maximum':
      return `The value of the field ${name} is out of the allowed range.`;
    default:
      return `The field ${name} has the wrong format.`;
  }
}

/** Slovak labels of the season-ticket categories and what each one means for the buyer. */
export const seasonCategoryInfo = {
  GOLD: { label: 'GOLD', description: 'Najlepšie miesta v strede hľadiska a vstup do klubovej zóny.' },
  SILVER: { label: 'SILVER', description: 'Výborný výhľad z bočných sektorov.' },
  PRODUCT: { label: 'Orly Fan Pack', description: 'Permanentka CLASSIC s klubovým dresom a šálom v cene.' },
  CLASSIC: { label: 'CLASSIC', description: 'Štandardná permanentka na všetky domáce zápasy sezóny.' },
  KIDS: {
    label: 'KIDS',
    description: 'Pre deti do 15 rokov vrátane (k prvému dňu sezóny); pri vstupe doklad o veku.',
  },
  STUDENT: {
    label: 'STUDENT',
    description: 'Pre študentov od 15 do 26 rokov (k prvému dňu sezóny); pri vstupe preukaz študenta.',
  },
  B2B: { label: 'B2B', description: 'Len pre firemné účty klubu (B2B), s faktúrou na firmu.' },
  ZTP: { label: 'ZTP', description: 'Pre držiteľov preukazu ZŤP; pri vstupe preukaz.' },
} as const;
