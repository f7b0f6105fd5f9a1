import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

const shared: Options = {
  allErrors: false,
  removeAdditional: false,
  useDefaults: true,
  verbose: true,
  strict: false,
};

function build(coerceTypes: Options['coerceTypes']) {
  const ajv = new Ajv({ ...shared, coerceTypes });
  addFormats(ajv);
  return ajv;
}

// Path and query strings are text and need converting; a JSON body must already have the right types.
const forText = build('array');
const forBody = build(false);

/** Compiles each route schema with the right Ajv for its part of the request. */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? forBody : forText).compile(schema as object);

/** A validator for a body the route assembles itself (e.g. multipart text fields): no coercion. */
export const bodyValidator = (schema: object) => forBody.compile(schema);
