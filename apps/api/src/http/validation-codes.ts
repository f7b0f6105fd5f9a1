import { type ErrorCode, patterns } from '@hokej/contract';

/** What the handler needs of one ajv error (the server's ajv keeps the failing schema: `verbose`). */
type SchemaError = {
  keyword: string;
  params: Record<string, unknown>;
  parentSchema?: { pattern?: string };
};

/**
 * The spec's specific codes for the account forms' commonest mistakes instead of the generic
 * USER_PARAMETERS_MISSING: a new password too simple, a malformed phone number, no e-mail. Decided by
 * the failing schema (the password and phone patterns), not by the field's name, so a login's password
 * (any text) never reads as "too simple". `data.errors` still lists the fields.
 */
function specificCode(error: SchemaError): ErrorCode | null {
  const pattern = error.parentSchema?.pattern;
  if (pattern === patterns.password && ['pattern', 'minLength'].includes(error.keyword)) {
    return 'USER_PASSWORD_INVALID';
  }
  if (pattern === patterns.phone && ['pattern', 'maxLength'].includes(error.keyword)) {
    return 'USER_PHONE_INVALID';
  }
  if (error.keyword === 'required' && error.params.missingProperty === 'email')
    return 'USER_EMAIL_NOT_PROVIDED';
  return null;
}

/** The catalogue code for a validation failure of a route whose own code is `routeCode`. */
export function validationCodeFor(routeCode: ErrorCode, errors: readonly SchemaError[]): ErrorCode {
  if (routeCode !== 'USER_PARAMETERS_MISSING' || !errors[0]) return routeCode;
  return specificCode(errors[0]) ?? routeCode;
}
