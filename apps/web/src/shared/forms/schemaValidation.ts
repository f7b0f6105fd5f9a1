/**
 * Form validation with the contract's JSON schemas (ajv) and Slovak messages worded per field title with
 * grammatical gender. Per-field overrides replace the message for one field and keyword.
 */
import type { TSchema } from '@hokej/contract';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { sk } from '../i18n/sk.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

type Gender = 'm' | 'f' | 'n';
export type MessageOverrides = Record<string, Partial<Record<string, string>>>;

const genderOf = (title: string): Gender => sk.validation.genders[title] ?? 'm';

function propertySchema(schema: TSchema, field: string): TSchema | undefined {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties;
  return properties?.[field];
}

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
}

/** One Slovak sentence for one failed keyword of one field. */
export function messageFor(keyword: string, title: string, params: Record<string, unknown>): string {
  const g = genderOf(title);
  const v = sk.validation;
  switch (keyword) {
    case 'required':
      return `${title} ${v.required[g]}.`;
    case 'minLength':
      return `${title} ${v.tooShort[g]} (min. ${v.chars(Number(params.limit))}).`;
    case 'maxLength':
      return `${title} ${v.tooLong[g]} (max. ${v.chars(Number(params.limit))}).`;
    case 'enum':
    case 'const':
      return `${title} ${v.enum}.`;
    case 'type':
      return `${title} ${v.type}.`;
    default:
      return `${title} ${v.format}.`;
  }
}

/** Empty strings count as missing so that "required" speaks instead of "too short". */
function withoutEmptyStrings(values: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

const compiled = new WeakMap<TSchema, ReturnType<typeof ajv.compile>>();

/** Field name → first Slovak message; empty when the values are valid. */
export function validateAgainst(
  schema: TSchema,
  values: Record<string, unknown>,
  overrides: MessageOverrides = {},
): Record<string, string> {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(withoutEmptyStrings(values))) return {};
  const messages: Record<string, string> = {};
  for (const error of validate.errors ?? []) {
    const field = fieldOf(error);
    if (!field || messages[field]) continue;
    const title = String(propertySchema(schema, field)?.title ?? sk.validation.field);
    messages[field] = overrides[field]?.[error.keyword] ?? messageFor(error.keyword, title, error.params);
  }
  return messages;
}

/** A react-hook-form resolver backed by `validateAgainst`. */
export function schemaResolver<T extends FieldValues>(
  schema: TSchema,
  overrides?: MessageOverrides,
): Resolver<T> {
  return async (values) => {
    const messages = validateAgainst(schema, values, overrides);
    if (Object.keys(messages).length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(messages).map(([field, message]) => [field, { type: 'validation', message }]),
    ) as FieldErrors<T>;
    return { values: {}, errors };
  };
}
