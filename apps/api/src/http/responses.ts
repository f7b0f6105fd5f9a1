import { ErrorBody } from '@hokej/contract';

/** Response schemas of the error envelope for the given statuses. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody]));
}
