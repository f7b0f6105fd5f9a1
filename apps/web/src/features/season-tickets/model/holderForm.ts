/** The holder registration form: its values, the contract's schema with Slovak messages, the multipart body. */
import {
  type MySeasonTicket,
  SEASON_PHOTO_MAX_BYTES,
  SEASON_PHOTO_TYPES,
  SeasonHolderFields,
} from '@hokej/contract';
import {
  bratislavaDay,
  DEFAULT_COUNTRY,
  type SeasonCategory,
  seasonAgeProblem,
} from '@hokej/contract/constants';
import { type FormRule, schemaResolver } from '../../../shared/forms/schemaValidation.ts';
import { skSeasonTickets } from '../../../shared/i18n/skSeasonTickets.ts';

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

/** The KIDS and STUDENT age rule, checked in the browser with the server's own function and words. */
const ageRule =
  (ticket: MySeasonTicket): FormRule<HolderValues> =>
  (values): Record<string, string> => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.dateOfBirth)) return {};
    const reason = seasonAgeProblem(
      ticket.category as SeasonCategory,
      values.dateOfBirth,
      bratislavaDay(ticket.seasonStartsAt),
    );
    return reason ? { dateOfBirth: reason } : {};
  };

export const holderResolver = (ticket: MySeasonTicket) =>
  schemaResolver<HolderValues>(SeasonHolderFields, {}, [ageRule(ticket)]);

/** Why a chosen photo cannot be sent (type by the browser's reading, size), or null. */
export function photoProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? skSeasonTickets.form.photoRequired : null;
  if (!(SEASON_PHOTO_TYPES as readonly string[]).includes(file.type)) return skSeasonTickets.form.photoType;
  if (file.size > SEASON_PHOTO_MAX_BYTES) return skSeasonTickets.form.photoTooLarge;
  return null;
}

/** The multipart body: the trimmed text fields, then the photo (when a new one was chosen). */
export function registrationFormData(fields: SeasonHolderFields, photo: File | null): FormData {
  const form = new FormData();
  for (const name of HOLDER_FIELDS) form.append(name, String(fields[name]).trim());
  if (photo) form.append('ticketPhoto', photo, photo.name);
  return form;
}
