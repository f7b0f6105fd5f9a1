import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { skRenewalsAdmin } from '../../../shared/i18n/skRenewalsAdmin.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useGetRenewalCampaignsQuery } from '../api/renewalAdminEndpoints.ts';
import { RenewalCampaignCard } from '../components/RenewalCampaignCard.tsx';
import { RenewalOpenForm } from '../components/RenewalOpenForm.tsx';

const t = skRenewalsAdmin;

/** /admin/renewals (ADMIN): the season renewals with figures per sector, a later deadline, the box office; open one. */
export function RenewalsAdminPage() {
  const dispatch = useShopDispatch();
  const { data, isLoading, isError } = useGetRenewalCampaignsQuery();
  return (
    <>
      <BackOfficeHeader title={t.title} />
      <p>{t.intro}</p>
      {isLoading ? <Spinner animation="border" role="status" aria-label={t.loading} /> : null}
      {isError ? <Alert variant="danger">{t.loadFailed}</Alert> : null}
      {data && data.data.length === 0 ? <p>{t.none}</p> : null}
      {data?.data.map((campaign) => (
        <RenewalCampaignCard
          key={campaign.id}
          campaign={campaign}
          onExtended={() => dispatch(toastShown('success', t.extended))}
          onWavesSaved={() => dispatch(toastShown('success', t.relocation.saved))}
        />
      ))}
      {/* Drawn once the campaigns are in, so that they do not push it down. */}
      {data || isError ? (
        <Card as="section" aria-labelledby="renewal-open-title" className="mb-4 shadow-sm">
          <Card.Body>
            <h2 id="renewal-open-title" className="h5">
              {t.openTitle}
            </h2>
            <RenewalOpenForm onOpened={() => dispatch(toastShown('success', t.opened))} />
          </Card.Body>
        </Card>
      ) : null}
    </>
  );
}
