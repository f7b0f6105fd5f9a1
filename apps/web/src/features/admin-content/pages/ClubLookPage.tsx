import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { useGetClubSettingsQuery } from '../../../shared/club/clubApi.ts';
import { skAdminClub } from '../../../shared/i18n/skAdminClub.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ClubColorForm } from '../components/ClubColorForm.tsx';
import { ClubCrestForm } from '../components/ClubCrestForm.tsx';
import '../admin-content.css';

const t = skAdminClub;

/** /admin/club (ADMIN): the club's colour and crest as the fans' pages show them (issue 19); every save is audited. */
export function ClubLookPage() {
  const dispatch = useShopDispatch();
  const { data, isLoading, isError } = useGetClubSettingsQuery();
  const say = (text: string) => dispatch(toastShown('success', text));
  return (
    <>
      <BackOfficeHeader title={t.title} />
      <p>{t.intro}</p>
      {isLoading ? <Spinner animation="border" role="status" aria-label={t.loading} /> : null}
      {isError ? <Alert variant="danger">{t.loadFailed}</Alert> : null}
      {data ? (
        <div className="row g-3 mb-4">
          <div className="col-12 col-lg-6">
            <Card className="h-100 shadow-sm">
              <Card.Body>
                <ClubColorForm key={data.primaryColor ?? ''} saved={data.primaryColor} onSaved={say} />
              </Card.Body>
            </Card>
          </div>
          <div className="col-12 col-lg-6">
            <Card className="h-100 shadow-sm">
              <Card.Body>
                <ClubCrestForm crestUrl={data.crestUrl} onSaved={say} />
              </Card.Body>
            </Card>
          </div>
        </div>
      ) : null}
    </>
  );
}
