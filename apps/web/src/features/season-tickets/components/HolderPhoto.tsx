import Spinner from 'react-bootstrap/Spinner';
import { sk } from '../../../shared/i18n/sk.ts';
import { seasonTicketText } from '../../../shared/i18n/skSeasonTickets.ts';
import { useHolderPhotoQuery } from '../api/seasonTicketEndpoints.ts';

/** The registered holder's photo as a thumbnail (fetched with the bearer token). */
export function HolderPhoto({ photoUrl, name }: { photoUrl: string; name: string }) {
  const { data, isLoading, isError } = useHolderPhotoQuery(photoUrl);
  if (isLoading) {
    return (
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">{sk.common.loading}</span>
      </Spinner>
    );
  }
  if (isError || !data)
    return <p className="small text-body-secondary">{seasonTicketText.view.photoFailed}</p>;
  return <img src={data} alt={seasonTicketText.t('photoOf', { name })} className="holder-photo" />;
}
