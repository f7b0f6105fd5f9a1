import type { AdminSetupDetail, PresaleBody } from '@hokej/contract';
import { MAX_PRESALE_LIMIT, type PresaleAudience } from '@hokej/contract/constants';
import { fromDateTimeInput, toDateTimeInput } from '../../../shared/backoffice/dateTimeInput.ts';
import { skPresale } from '../../../shared/i18n/skPresale.ts';

export type PresaleFormValues = { from: string; to: string; audience: PresaleAudience; limit: string };
export type PresaleFormErrors = Partial<Record<keyof PresaleFormValues, string>>;

/** The form of a setup's presale (empty when it has none; the limit 4 offered). */
export function presaleFormOf(setup: Pick<AdminSetupDetail, 'presale'>): PresaleFormValues {
  const p = setup.presale;
  if (!p) return { from: '', to: '', audience: 'SEASON_HOLDERS', limit: '4' };
  return {
    from: toDateTimeInput(p.from),
    to: toDateTimeInput(p.to),
    audience: p.audience,
    limit: p.limit === null ? '' : String(p.limit),
  };
}

/** The body to save, or the errors per field (times in Bratislava; the server checks the rest). */
export function toPresaleBody(v: PresaleFormValues): {
  body?: PresaleBody;
  errors: PresaleFormErrors;
} {
  const errors: PresaleFormErrors = {};
  const from = fromDateTimeInput(v.from);
  const to = fromDateTimeInput(v.to);
  if (!from) errors.from = skPresale.required;
  if (!to) errors.to = skPresale.required;
  if (from && to && new Date(to) <= new Date(from)) errors.to = skPresale.toBeforeFrom;
  const text = v.limit.trim();
  const limit = text === '' ? null : Number(text);
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_PRESALE_LIMIT))
    errors.limit = skPresale.limitInvalid;
  if (Object.keys(errors).length > 0 || !from || !to) return { errors };
  return { body: { presale: { from, to, audience: v.audience, limit } }, errors };
}
