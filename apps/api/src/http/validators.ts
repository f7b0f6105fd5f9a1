import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';

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

const serializers = new WeakMap<object, (data: unknown) => string>();

/**
 * Compiles each response schema into its serializer once: many routes answer with the same schema object
 * (the error answers, the shared shapes), and fastify's own compiler builds it again for every route and
 * every app (docs/performance.md, "Route schemas compiled once"). The same fast-json-stringify, with the
 * options fastify gives it (this app adds no shared schemas).
 */
export const serializerCompiler: FastifySerializerCompiler<FastifySchema> = ({ schema }) => {
  const key = schema as object;
  let serialize = serializers.get(key);
  if (!serialize) {
    serialize = fastJsonStringify(key as Parameters<typeof fastJsonStringify>[0]);
    serializers.set(key, serialize);
  }
  return serialize;
};
