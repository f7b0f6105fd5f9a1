import type { TicketTransfer } from '@hokej/contract';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { transferText } from '../../../shared/i18n/skTransfers.ts';
import { useTransferMatchesQuery } from '../../../shared/transfers/transferApi.ts';
import { ShopDialog } from '../../../shared/ui/ShopDialog.tsx';
import { lendableMatches } from '../model/transferView.ts';
import { TransferForm } from './TransferDialog.tsx';

const t = transferText.view;

type Props = {
  show: boolean;
  orderId: string;
  serial: string;
  /** The season ticket in words: season and seat. */
  ticket: string;
  /** The matches already lent (pending or accepted). */
  lent: readonly string[];
  onClose: () => void;
  onSent: (sent: TicketTransfer) => void;
};

/** The season's matches still to lend (loaded when the dialog opens), then the form. */
function LendChoice({
  orderId,
  serial,
  lent,
  onSent,
}: Pick<Props, 'orderId' | 'serial' | 'lent' | 'onSent'>) {
  const { data, isLoading, isError } = useTransferMatchesQuery({ orderId, serial });
  if (isLoading) return <p className="small mb-0">{t.loadingMatches}</p>;
  if (isError || !data) return <p className="small text-danger mb-0">{t.matchesFailed}</p>;
  const matches = lendableMatches(data.data, lent).map((m) => ({
    matchId: m.matchId,
    label: transferText.t('matchOption', { title: m.title, when: formatDateTime(m.startsAt) }),
  }));
  if (matches.length === 0) return <p className="mb-0">{t.noneToLend}</p>;
  return <TransferForm orderId={orderId} serial={serial} matches={matches} onSent={onSent} />;
}

/**
 * "Požičať permanentku na zápas": a match of the season before its cut-off (not released for sale, not lent
 * already) and the friend's e-mail; the API's refusal on the field it concerns or above the form.
 */
export function LendDialog({ show, orderId, serial, ticket, lent, onClose, onSent }: Props) {
  return (
    <ShopDialog show={show} title={t.lendTitle} titleId={`lend-${serial}-title`} onClose={onClose}>
      <p className="fw-semibold mb-1">{ticket}</p>
      <p className="small mb-2">{t.lendIntro}</p>
      <p className="small mb-2">{t.lendUntil}</p>
      <p className="small text-body-secondary mb-3">{t.lendMatchHint}</p>
      {show ? <LendChoice orderId={orderId} serial={serial} lent={lent} onSent={onSent} /> : null}
    </ShopDialog>
  );
}
