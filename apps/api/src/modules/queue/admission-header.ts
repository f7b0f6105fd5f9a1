import { QUEUE_ADMISSION_HEADER } from '@hokej/contract';
import type { FastifyRequest } from 'fastify';

/** The admission tokens a request carries (`X-Queue-Admission`, several comma-separated). */
export function admissionHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[QUEUE_ADMISSION_HEADER];
  return Array.isArray(value) ? value.join(',') : value;
}
