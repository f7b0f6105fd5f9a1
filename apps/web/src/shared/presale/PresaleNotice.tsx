import type { Presale } from '@hokej/contract';
import { formatDateTime } from '../dates/format.ts';
import { presaleText } from '../i18n/skPresaleNotice.ts';

/**
 * "Predpredaj pre držiteľov permanentiek do 3.12.2026 10:00" on a match or season with a presale now or
 * to come (the API leaves it out once it is over); its start too while it has not begun.
 */
export function PresaleNotice({
  presale,
  now = Date.now(),
  className = 'mb-2',
}: {
  presale?: Presale | null;
  now?: number;
  className?: string;
}) {
  if (!presale) return null;
  const notYet = new Date(presale.from).getTime() > now;
  return (
    <p className={`presale-notice alert alert-info py-2 px-3 ${className}`}>
      <strong>{presaleText.t(`notice.${presale.audience}`, { until: formatDateTime(presale.to) })}</strong>
      {notYet ? <> {presaleText.t('startsAt', { from: formatDateTime(presale.from) })}</> : null}
    </p>
  );
}
