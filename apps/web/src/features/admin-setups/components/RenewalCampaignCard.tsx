import type { RenewalCampaign } from '@hokej/contract';
import Card from 'react-bootstrap/Card';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { skRenewalsAdmin } from '../../../shared/i18n/skRenewalsAdmin.ts';
import { RelocationSection } from './RelocationSection.tsx';
import { RenewalBoxOffice } from './RenewalBoxOffice.tsx';
import { RenewalExtendForm } from './RenewalExtendForm.tsx';
import { RenewalFiguresTable } from './RenewalFiguresTable.tsx';

const t = skRenewalsAdmin;
const span = (from: string, to: string) => `${formatDateTime(from)} – ${formatDateTime(to)}`;

/** One campaign: its windows, figures per sector, a later deadline and the box office while it runs, relocation. */
export function RenewalCampaignCard({
  campaign,
  onExtended,
  onWavesSaved,
}: {
  campaign: RenewalCampaign;
  onExtended: () => void;
  onWavesSaved: () => void;
}) {
  const headingId = `renewal-campaign-${campaign.id}`;
  const running = campaign.releasedAt === null && Date.parse(campaign.renewalTo) > Date.now();
  return (
    <Card as="section" aria-labelledby={headingId} className="mb-4 shadow-sm" data-testid="renewal-campaign">
      <Card.Body>
        <h2 id={headingId} className="h4 mb-1">
          {campaign.nextSeasonTitle}
        </h2>
        <p className="text-body-secondary mb-2">{t.campaignFrom(campaign.previousSeasonTitle)}</p>
        <p className="mb-3" data-testid="renewal-windows">
          {t.windows(
            span(campaign.renewalFrom, campaign.renewalTo),
            span(campaign.relocationFrom, campaign.relocationTo),
            formatDateTime(campaign.publicSaleAt),
          )}
        </p>
        <RenewalFiguresTable campaign={campaign} />
        {campaign.ordered > 0 ? (
          <p className="small text-body-secondary mt-2 mb-0">{`${t.ordered}: ${campaign.ordered}`}</p>
        ) : null}
        {campaign.releasedAt ? (
          <p className="mt-3 mb-0">{t.releasedAt(formatDateTime(campaign.releasedAt))}</p>
        ) : null}
        {running ? (
          <RenewalExtendForm key={campaign.renewalTo} campaign={campaign} onExtended={onExtended} />
        ) : (
          <p className="mt-3 mb-0 text-body-secondary">{t.deadlinePassed}</p>
        )}
        {running ? <RenewalBoxOffice campaign={campaign} /> : null}
        <RelocationSection campaign={campaign} onSaved={onWavesSaved} />
      </Card.Body>
    </Card>
  );
}
