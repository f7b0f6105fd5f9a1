import type { SetupType } from '@hokej/contract/constants';
import { formatDate, formatDateTime } from './format.ts';

type When = { setupType: SetupType; startsAt: string; endsAt?: string };

/** When a match or season is, in words for a page title: a match's day, a season's first and last day. */
export function whenText({ setupType, startsAt, endsAt }: When, matchText = formatDateTime): string {
  return setupType === 'SEASON' && endsAt
    ? `${formatDate(startsAt)} – ${formatDate(endsAt)}`
    : matchText(startsAt);
}

/** The header's time: a match's start, a season's date range (its first to its last match day). */
export function SetupWhen({ setupType, startsAt, endsAt }: When) {
  if (setupType === 'SEASON' && endsAt) {
    return (
      <span data-testid="setup-when">
        <time dateTime={startsAt}>{formatDate(startsAt)}</time> –{' '}
        <time dateTime={endsAt}>{formatDate(endsAt)}</time>
      </span>
    );
  }
  return (
    <time dateTime={startsAt} data-testid="setup-when">
      {formatDateTime(startsAt)}
    </time>
  );
}
