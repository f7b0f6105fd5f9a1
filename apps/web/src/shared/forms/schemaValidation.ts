/**
 * Form validation with the contract's TypeBox schemas (TypeBox's own `Value.Errors`, the one validator of
 * the web) and messages worded per field title (Slovak with grammatical gender; in English the title is
 * translated, skFormText.ts). Per-field overrides replace the message for one field and keyword; cross-field rules
 * (a retyped password, a consent that must be given) speak only where the schema found nothing wrong.
 * Nested fields are named by dotted paths (`address.street`), as react-hook-form and the API name them.
 */
import type { TSchema } from '@hokej/contract';
import { genderOf, validationSentence } from '@hokej/contract/validation';
import { type TProperties, Type } from '@sinclair/typebox';
import { type ValueError, ValueErrorType } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { type ApiError, fieldErrorsOf } from '../api/apiError.ts';
import { fieldTitle, formText } from '../i18n/skFormText.ts';

import './formats.ts';

/** A message, or a function reading it in the current language when the form is validated. */
export type FormMessage = string | (() => string);
/** Dotted field path → keyword → message. */
export type MessageOverrides = Record<string, Partial<Record<string, FormMessage>>>;

const overrideOf = (overrides: MessageOverrides, field: string, keyword: string): string | undefined => {
  const message = overrides[field]?.[keyword];
  return typeof message === 'function' ? message() : message;
};
/** A rule across fields: dotted field path → message; empty when the rule holds. */
export type FormRule<T> = (values: T) => Record<string, string>;

/** The schema of a field at a dotted path, walking nested objects. */
function propertySchema(schema: TSchema, path: string): TSchema | undefined {
  let current: TSchema | undefined = schema;
  for (const segment of path.split('.')) {
    const properties: Record<string, TSchema> | undefined = (
      current as { properties?: Record<string, TSchema> } | undefined
    )?.properties;
    current = properties?.[segment];
  }
  return current;
}

/** The JSON-schema keyword of a TypeBox error: what the messages and the per-field overrides are keyed by. */
const keywords: Partial<Record<ValueErrorType, string>> = {
  [ValueErrorType.ObjectRequiredProperty]: 'required',
  [ValueErrorType.StringMinLength]: 'minLength',
  [ValueErrorType.StringMaxLength]: 'maxLength',
  [ValueErrorType.StringPattern]: 'pattern',
  [ValueErrorType.StringFormat]: 'format',
  [ValueErrorType.StringFormatUnknown]: 'format',
  [ValueErrorType.Literal]: 'const',
  [ValueErrorType.Union]: 'anyOf',
  [ValueErrorType.String]: 'type',
  [ValueErrorType.Number]: 'type',
  [ValueErrorType.Integer]: 'type',
  [ValueErrorType.Boolean]: 'type',
  [ValueErrorType.Object]: 'type',
  [ValueErrorType.Array]: 'type',
  [ValueErrorType.Null]: 'type',
  [ValueErrorType.NumberMinimum]: 'minimum',
  [ValueErrorType.IntegerMinimum]: 'minimum',
  [ValueErrorType.NumberMaximum]: 'maximum',
  [ValueErrorType.IntegerMaximum]: 'maximum',
  [ValueErrorType.ObjectAdditionalProperties]: 'additionalProperties',
};
const keywordOf = (error: ValueError) => keywords[error.type] ?? 'format';

const fieldOf = (error: ValueError) => error.path.split('/').filter(Boolean).join('.');

/**
 * One sentence for one failed keyword of one field, in the current language; `slovakTitle` as the contract has
 * it. The sentence and its Slovak words are the contract's (validation-messages.ts), so the API's 400 says the
 * same; the English words are the `forms` namespace's.
 */
export function messageFor(keyword: string, slovakTitle: string, params: Record<string, unknown>): string {
  return validationSentence(
    keyword,
    fieldTitle(slovakTitle),
    genderOf(slovakTitle),
    params,
    formText.view.validation,
    (count) => formText.t('validation.chars', { count }),
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Empty strings count as missing so that "required" speaks instead of "too short", also in nested objects. */
function withoutEmptyStrings(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, isPlainObject(value) ? withoutEmptyStrings(value) : value]),
  );
}

const titleOf = (schema: TSchema, field: string) =>
  String(propertySchema(schema, field)?.title ?? formText.view.validation.field);

/** Field path → first Slovak message; empty when the values are valid. */
export function validateAgainst(
  schema: TSchema,
  values: Record<string, unknown>,
  overrides: MessageOverrides = {},
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const error of Value.Errors(schema, withoutEmptyStrings(values))) {
    const field = fieldOf(error);
    if (!field || messages[field]) continue;
    const keyword = keywordOf(error);
    const limit = keyword === 'minLength' ? error.schema.minLength : error.schema.maxLength;
    messages[field] =
      overrideOf(overrides, field, keyword) ?? messageFor(keyword, titleOf(schema, field), { limit });
  }
  return messages;
}

/** Dotted paths to the nested error objects react-hook-form reads (`errors.address.street.message`). */
function nestErrors(messages: Record<string, string>): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(messages)) {
    const segments = path.split('.');
    const last = segments.pop() as string;
    let node = errors;
    for (const segment of segments) {
      node[segment] = isPlainObject(node[segment]) ? node[segment] : {};
      node = node[segment] as Record<string, unknown>;
    }
    node[last] = { type: 'validation', message };
  }
  return errors;
}

/** A react-hook-form resolver backed by `validateAgainst`, then the cross-field rules. */
export function schemaResolver<T extends FieldValues>(
  schema: TSchema,
  overrides?: MessageOverrides,
  rules: FormRule<T>[] = [],
): Resolver<T> {
  return async (values) => {
    const messages = validateAgainst(schema, values, overrides);
    for (const rule of rules) {
      for (const [field, message] of Object.entries(rule(values))) messages[field] ??= message;
    }
    if (Object.keys(messages).length === 0) return { values, errors: {} };
    return { values: {}, errors: nestErrors(messages) as FieldErrors<T> };
  };
}

/**
 * The API's validation errors (`data.errors[]`) worded like the form's own: per field title of the same
 * schema, with the same overrides. Fields the form's schema does not have are left out (the caller shows the
 * API's message instead).
 */
export function serverFieldMessages(
  schema: TSchema,
  error: ApiError,
  overrides: MessageOverrides = {},
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { field, keyword } of fieldErrorsOf(error)) {
    if (!field || messages[field]) continue;
    const property = propertySchema(schema, field) as
      | { title?: string; minLength?: number; maxLength?: number }
      | undefined;
    if (!property?.title) continue;
    const limit = keyword === 'minLength' ? property.minLength : property.maxLength;
    messages[field] = overrideOf(overrides, field, keyword) ?? messageFor(keyword, property.title, { limit });
  }
  return messages;
}

/**
 * A form schema from the contract's field schemas: the listed fields required (also one the contract marks
 * optional), other fields allowed.
 */
export function formSchema(properties: TProperties, required: string[]): TSchema {
  return { ...Type.Object(properties), required };
}
