/**
 * The holder registration form: its values, the contract's schema with messages in the fan's language
 * (schemaValidation.ts), the category's age rule, the photo's checks, the multipart body.
 */
import {
  type MySeasonTicket,
  SEASON_PHOTO_MAX_BYTES,
  SEASON_PHOTO_TYPES,
  SeasonHolderFields,
} from '@hokej/contract';
import {
  DEFAULT_COUNTRY,
  fullYears,
  SEASON_CATEGORY_RULES,
  type SeasonCategory,
  seasonAgeProblem,
} from '@hokej/contract/constants';
import { clubDay } from '@hokej/contract/format';
import { formatCalendarDay } from '../../../shared/dates/format.ts';
import { type FormRule, schemaResolver } from '../../../shared/forms/schemaValidation.ts';
import { seasonTicketText } from '../../../shared/i18n/skSeasonTickets.ts';

const form = seasonTicketText.view.form;

export type HolderValues = Omit<SeasonHolderFields, 'seasonTicketType'> & { seasonTicketType: string };

/** The fields in the order the API and the form know them (the category is the ticket's, shown read-only). */
export const HOLDER_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'dateOfBirth',
  'email',
  'address',
  'city',
  'zip',
  'country',
  'seasonTicketType',
] as const satisfies ReadonlyArray<keyof SeasonHolderFields>;

/** The form's starting values: the registered holder's data, or empty with Slovakia and the ticket's category. */
export function holderValues(ticket: MySeasonTicket): HolderValues {
  const h = ticket.holder;
  return {
    firstName: h?.firstName ?? '',
    lastName: h?.lastName ?? '',
    phoneNumber: h?.phoneNumber ?? '',
    dateOfBirth: h?.dateOfBirth ?? '',
    email: h?.email ?? '',
    address: h?.address ?? '',
    city: h?.city ?? '',
    zip: h?.zip ?? '',
    country: h?.country ?? DEFAULT_COUNTRY,
    seasonTicketType: ticket.category,
  };
}

/**
 * Why a holder born on `dateOfBirth` does not fit the ticket's category (KIDS, STUDENT) on the season's first
 * day, in the fan's language; null when the holder fits. Whether it fits is the contract's seasonAgeProblem,
 * the server's own rule; in Slovak the words are the same as the server's.
 */
export function ageMessage(ticket: MySeasonTicket, dateOfBirth: string): string | null {
  const category = ticket.category as SeasonCategory;
  const startDay = clubDay(ticket.seasonStartsAt);
  if (!seasonAgeProblem(category, dateOfBirth, startDay)) return null;
  if (dateOfBirth > startDay) return form.age.afterStart;
  const { minAge: min, maxAge: max } = SEASON_CATEGORY_RULES[category];
  // seasonAgeProblem found a problem, so the category has at least one of the ages.
  const range =
    max === undefined
      ? seasonTicketText.t('form.age.from', { min: min ?? 0 })
      : min === undefined
        ? seasonTicketText.t('form.age.upTo', { max })
        : seasonTicketText.t('form.age.between', { min, max });
  return seasonTicketText.t('form.age.outside', {
    category,
    range,
    // The season's first day as every date of the shop: 01.09.2026, or 01/09/2026 in English.
    day: formatCalendarDay(startDay),
    count: fullYears(dateOfBirth, startDay),
  });
}

/** The KIDS and STUDENT age rule, checked in the browser with the server's own function. */
const ageRule =
  (ticket: MySeasonTicket): FormRule<HolderValues> =>
  (values): Record<string, string> => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.dateOfBirth)) return {};
    const reason = ageMessage(ticket, values.dateOfBirth);
    return reason ? { dateOfBirth: reason } : {};
  };

export const holderResolver = (ticket: MySeasonTicket) =>
  schemaResolver<HolderValues>(SeasonHolderFields, {}, [ageRule(ticket)]);

/** Why a chosen photo cannot be sent (type by the browser's reading, size), or null; in the fan's language. */
export function photoProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? form.photoRequired : null;
  if (!(SEASON_PHOTO_TYPES as readonly string[]).includes(file.type)) return form.photoType;
  if (file.size > SEASON_PHOTO_MAX_BYTES) return form.photoTooLarge;
  return null;
}

/** The multipart body: the trimmed text fields, then the photo (when a new one was chosen). */
export function registrationFormData(fields: SeasonHolderFields, photo: File | null): FormData {
  const form = new FormData();
  for (const name of HOLDER_FIELDS) form.append(name, String(fields[name]).trim());
  if (photo) form.append('ticketPhoto', photo, photo.name);
  return form;
}
