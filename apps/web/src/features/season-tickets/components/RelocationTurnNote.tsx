import type { RenewalOffer } from '@hokej/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { relocationText } from '../../../shared/i18n/skRelocation.ts';
import { renewalText } from '../../../shared/i18n/skRenewals.ts';
import { paths } from '../../../shared/routes/paths.ts';

const t = relocationText.t;

/**
 * A renewal's relocation turn: "Zmeniť miesto" while it is open, the moment it opens before that, the
 * payment it waits for, and the seat left by an earlier change.
 */
export function RelocationTurnNote({ offer, seat }: { offer: RenewalOffer; seat: string }) {
  const turn = offer.relocation;
  if (!turn) return null;
  const movedFrom = turn.movedFrom ? renewalText.t('seat', turn.movedFrom) : null;
  return (
    <div className="border-top pt-2 mt-2" data-testid="relocation-turn">
      {movedFrom ? (
        <p className="small text-body-secondary mb-1">{t('movedFrom', { seat: movedFrom })}</p>
      ) : null}
      {turn.open ? (
        <>
          <p className="small mb-2">{t('openUntil', { to: formatDateTime(turn.to) })}</p>
          <Link
            to={paths.relocation(offer.id)}
            className="btn btn-primary"
            aria-label={t('changeLabel', { seat })}
          >
            {t('change')}
          </Link>
        </>
      ) : turn.ended ? null : offer.status !== 'RENEWED' ? (
        <p className="small mb-0">{t('afterPayment')}</p>
      ) : (
        <p className="small mb-0">
          {t('turnAt', { at: formatDateTime(turn.opensAt), position: turn.position })}
        </p>
      )}
    </div>
  );
}
