/** Puts the API's refusals of a form on its fields, so the user reads them where they type. */
import type { TSchema } from '@hokej/contract';
import type { ErrorCode } from '@hokej/contract/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../api/apiError.ts';
import { type MessageOverrides, serverFieldMessages } from './schemaValidation.ts';

type Options<T extends FieldValues> = {
  schema: TSchema;
  overrides?: MessageOverrides;
  /**
   * Error codes that belong to one field (USER_EMAIL_EXISTS → email), with the API's message: the catalogue's
   * in the fan's language (Accept-Language), not the Slovak catalogue's.
   */
  codeFields?: Partial<Record<ErrorCode, Path<T>>>;
  setError: UseFormSetError<T>;
};

/**
 * Shows the error on the fields it concerns (the first one gets the focus) and returns true; false when it
 * concerns no field of the form, and the caller shows it as an alert instead.
 */
export function showOnFields<T extends FieldValues>(error: ApiError, options: Options<T>): boolean {
  const codeField =
    error.code in (options.codeFields ?? {}) ? options.codeFields?.[error.code as ErrorCode] : undefined;
  const messages: Record<string, string> = codeField
    ? { [codeField]: error.message }
    : serverFieldMessages(options.schema, error, options.overrides);
  const fields = Object.keys(messages);
  fields.forEach((field, index) => {
    options.setError(
      field as Path<T>,
      { type: 'server', message: messages[field] },
      { shouldFocus: index === 0 },
    );
  });
  return fields.length > 0;
}
