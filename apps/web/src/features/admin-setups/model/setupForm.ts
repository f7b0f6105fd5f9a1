/** The match or season form: its text values, checked and turned into the API's body (times in Bratislava). */
import type { AdminSetupDetail, CreateSetupBody, UpdateSetupBody } from '@hokej/contract';
import type { SetupType } from '@hokej/contract/constants';
import { clubDay, clubInstant } from '@hokej/contract/format';
import { fromDateTimeInput, toDateTimeInput } from '../../../shared/backoffice/dateTimeInput.ts';
import { skAdminEvents } from '../../../shared/i18n/skAdminEvents.ts';

export type SetupFormValues = {
  templateId: string;
  /** The season a new match joins ('' for none): its season tickets then admit to the match. */
  seasonId: string;
  title: string;
  opponent: string;
  description: string;
  /** The description in English (issue 22): only beside a Slovak one; empty: English readers get the Slovak. */
  descriptionEn: string;
  startsAt: string;
  endsAt: string;
  saleStartsAt: string;
  saleEndsAt: string;
  covidRestriction: string;
  /** The note in English (issue 22): only beside a Slovak note; empty: English readers get the Slovak. */
  covidRestrictionEn: string;
  phoneRequired: boolean;
};
export type SetupFormErrors = Partial<Record<keyof SetupFormValues, string>>;

/** The checked fields in the order the form shows them: the first with an error gets the focus. */
const FIELD_ORDER = [
  'templateId',
  'title',
  'opponent',
  'startsAt',
  'endsAt',
  'saleStartsAt',
  'saleEndsAt',
  'covidRestrictionEn',
  'descriptionEn',
] as const satisfies readonly (keyof SetupFormValues)[];

/** The id of the first field with an error (SetupFields' `setup-<name>`), or null. */
export function firstInvalidField(errors: SetupFormErrors): string | null {
  const first = FIELD_ORDER.find((name) => errors[name]);
  return first ? `setup-${first}` : null;
}

const e = skAdminEvents.errors;
const orEmpty = (iso: string | null) => (iso ? toDateTimeInput(iso) : '');

/** A home match's usual start, on the club's clock, and its usual length. */
export const DEFAULT_START_HOUR = 19;
const DEFAULT_LENGTH_MS = 3 * 3_600_000;

/** A new match a week from now at 19:00 in Bratislava, ending 3 h later, on sale from now until it starts. */
export function emptySetupForm(now = new Date()): SetupFormValues {
  const [year, month, day] = clubDay(now).split('-').map(Number) as [number, number, number];
  const start = clubInstant(year, month, day + 7, DEFAULT_START_HOUR, 0);
  return {
    templateId: '',
    seasonId: '',
    title: '',
    opponent: '',
    description: '',
    descriptionEn: '',
    startsAt: toDateTimeInput(start),
    endsAt: toDateTimeInput(new Date(start.getTime() + DEFAULT_LENGTH_MS)),
    saleStartsAt: toDateTimeInput(now),
    saleEndsAt: toDateTimeInput(start),
    covidRestriction: '',
    covidRestrictionEn: '',
    phoneRequired: false,
  };
}

export function setupFormOf(s: AdminSetupDetail): SetupFormValues {
  return {
    templateId: s.templateId,
    seasonId: s.season?.id ?? '',
    title: s.title,
    opponent: s.opponent ?? '',
    description: s.description,
    descriptionEn: s.descriptionEn ?? '',
    startsAt: toDateTimeInput(s.startsAt),
    endsAt: orEmpty(s.endsAt),
    saleStartsAt: orEmpty(s.saleStartsAt),
    saleEndsAt: orEmpty(s.saleEndsAt),
    covidRestriction: s.covidRestriction ?? '',
    covidRestrictionEn: s.covidRestrictionEn ?? '',
    phoneRequired: s.phoneRequired,
  };
}

/** The editable fields as the API takes them, or the errors per field (nothing sent then). */
export function toSetupBody(
  setupType: SetupType,
  v: SetupFormValues,
  creating: boolean,
):
  | { body: UpdateSetupBody & Pick<CreateSetupBody, 'templateId' | 'seasonId'>; errors: SetupFormErrors }
  | { body: null; errors: SetupFormErrors } {
  const errors: SetupFormErrors = {};
  if (creating && !v.templateId) errors.templateId = e.required;
  if (!v.title.trim()) errors.title = e.required;
  if (setupType === 'EVENT' && !v.opponent.trim()) errors.opponent = e.required;
  const startsAt = fromDateTimeInput(v.startsAt);
  if (!startsAt) errors.startsAt = e.dateTime;
  const optional = (name: 'endsAt' | 'saleStartsAt' | 'saleEndsAt') => {
    if (!v[name]) return null;
    const iso = fromDateTimeInput(v[name]);
    if (!iso) errors[name] = e.dateTime;
    return iso;
  };
  const endsAt = optional('endsAt');
  const saleStartsAt = optional('saleStartsAt');
  const saleEndsAt = optional('saleEndsAt');
  if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = e.endBeforeStart;
  if (saleStartsAt && saleEndsAt && saleEndsAt <= saleStartsAt) errors.saleEndsAt = e.endBeforeStart;
  if (v.covidRestrictionEn.trim() && !v.covidRestriction.trim())
    errors.covidRestrictionEn = e.englishNoteAlone;
  if (v.descriptionEn.trim() && !v.description.trim()) errors.descriptionEn = e.englishDescriptionAlone;
  if (Object.keys(errors).length > 0 || !startsAt) return { body: null, errors };
  return {
    body: {
      ...(creating ? { templateId: v.templateId } : {}),
      // Only a new match joins a season; the API keeps an existing one's season as it is.
      ...(creating && setupType === 'EVENT' ? { seasonId: v.seasonId || null } : {}),
      title: v.title.trim(),
      description: v.description,
      descriptionEn: v.descriptionEn.trim() || null,
      ...(setupType === 'EVENT' ? { opponent: v.opponent.trim() } : {}),
      startsAt,
      endsAt,
      saleStartsAt,
      saleEndsAt,
      covidRestriction: v.covidRestriction.trim() || null,
      covidRestrictionEn: v.covidRestrictionEn.trim() || null,
      phoneRequired: v.phoneRequired,
    },
    errors,
  };
}
