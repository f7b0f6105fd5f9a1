/**
 * Form validation with the contract's JSON schemas (ajv) and Slovak messages worded per field title with
 * grammatical gender. Per-field overrides replace the message for one field and keyword; cross-field rules
 * (a retyped password, a consent that must be given) speak only where the schema found nothing wrong.
 * Nested fields are named by dotted paths (`address.street`), as react-hook-form and the API name them.
 */
import type { TSchema } from '@hokej/contract';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { type ApiError, fieldErrorsOf } from '../api/apiError.ts';
import { sk } from '../i18n/sk.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

type Gender = 'm' | 'f' | 'n';
/** Dotted field path → keyword → message. */
export type MessageOverrides = Record<string, Partial<Record<string, string>>>;
/** A rule across fields: dotted field path → message; empty when the rule holds. */
export type FormRule<T> = (values: T) => Record<string, string>;

const genderOf = (title: string): Gender => sk.validation.genders[title] ?? 'm';

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

function fieldOf(error: ErrorObject): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  return segments.join('.');
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
    case 'anyOf':
      return `${title} ${v.enum}.`;
    case 'type':
      return `${title} ${v.type}.`;
    default:
      return `${title} ${v.format}.`;
  }
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

const compiled = new WeakMap<TSchema, ReturnType<typeof ajv.compile>>();

const titleOf = (schema: TSchema, field: string) =>
  String(propertySchema(schema, field)?.title ?? sk.validation.field);

/** Field path → first Slovak message; empty when the values are valid. */
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
    messages[field] =
      overrides[field]?.[error.keyword] ?? messageFor(error.keyword, titleOf(schema, field), error.params);
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
    messages[field] = overrides[field]?.[keyword] ?? messageFor(keyword, property.title, { limit });
  }
  return messages;
}

/** A form schema from the contract's field schemas: the listed fields required, other fields allowed. */
export function formSchema(properties: Record<string, TSchema>, required: string[]): TSchema {
  return { type: 'object', properties, required } as unknown as TSchema;
}
