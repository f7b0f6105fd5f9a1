import type { ErrorCode } from '@hokej/contract';
import type { TSchema } from '@sinclair/typebox';
import { errorResponses } from '../../http/responses.ts';
import type { Guards } from './guard.ts';

type Guard = ReturnType<Guards['requireRole']>;

/** What a back-office route says of itself; everything else its options hold is the same on every one. */
type BackOfficeSpec = {
  /** The OpenAPI section, `admin` unless said (the gate's routes are filed under `tickets`). */
  tag?: string;
  summary: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  consumes?: string[];
  produces?: string[];
  /** The route's successful answers; the error envelope's statuses go in `errors`. */
  response: Record<number, TSchema>;
  /** Error statuses beyond 401 and 403, which every back-office route may answer. */
  errors?: number[];
  /** The catalogue code of a 400 (the request failed the route's schema). */
  validationCode?: ErrorCode;
};

/**
 * The route options every back-office route repeats, from one place: `guard` runs before validation (a
 * stranger is refused 401/403 and learns nothing of the input), a schema failure answers the route's own
 * catalogue code, the OpenAPI page files it under `admin` with bearer security, and 401/403 are documented
 * beside the route's own answers. The spec's schemas keep their types, so handlers stay typed.
 */
export function backOfficeRoute(guard: Guard) {
  return <S extends BackOfficeSpec>({ validationCode, errors = [], tag = 'admin', ...spec }: S) => ({
    preValidation: guard,
    ...(validationCode ? { config: { validationCode } } : {}),
    schema: {
      tags: [tag],
      security: [{ bearer: [] }],
      ...spec,
      // Typed as the route's own answers: a handler returns those; errors are thrown to the error handler.
      response: { ...errorResponses(401, 403, ...errors), ...spec.response } as S['response'],
    },
  });
}
