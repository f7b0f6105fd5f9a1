import Spinner from 'react-bootstrap/Spinner';
import { sk } from '../../../shared/i18n/sk.ts';
import { skSeasonTickets } from '../../../shared/i18n/skSeasonTickets.ts';
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
  if (isError || !data) return <p className="small text-body-secondary">{skSeasonTickets.photoFailed}</p>;
  return <img src={data} alt={skSeasonTickets.photoOf(name)} className="holder-photo" />;
}
