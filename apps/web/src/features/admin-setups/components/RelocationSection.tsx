import type { RenewalCampaign } from '@hokej/contract';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { skRenewalsAdmin } from '../../../shared/i18n/skRenewalsAdmin.ts';
import { useGetRelocationQueueQuery } from '../api/renewalAdminEndpoints.ts';
import { RelocationQueueTable } from './RelocationQueueTable.tsx';
import { RelocationWavesForm } from './RelocationWavesForm.tsx';

const t = skRenewalsAdmin.relocation;

/** A campaign's relocation window in the back office: the wave settings and the holders' order. */
export function RelocationSection({ campaign, onSaved }: { campaign: RenewalCampaign; onSaved: () => void }) {
  const { data, isLoading, isError } = useGetRelocationQueueQuery(campaign.id);
  return (
    <section className="mt-4 pt-3 border-top" aria-labelledby={`relocation-${campaign.id}`}>
      <h3 id={`relocation-${campaign.id}`} className="h5">
        {t.title}
      </h3>
      <p className="small text-body-secondary">{t.intro}</p>
      {isLoading ? <Spinner animation="border" size="sm" role="status" aria-label={t.loading} /> : null}
      {isError ? <Alert variant="danger">{t.loadFailed}</Alert> : null}
      {data ? (
        <>
          <RelocationWavesForm
            campaignId={campaign.id}
            waveSize={data.waveSize}
            waveMinutes={data.waveMinutes}
            onSaved={onSaved}
          />
          <RelocationQueueTable season={campaign.nextSeasonTitle} entries={data.data} />
        </>
      ) : null}
    </section>
  );
}
