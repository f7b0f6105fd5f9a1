import { Link } from 'react-router';
import { sk } from '../../shared/i18n/sk.ts';
import { paths } from '../../shared/routes/paths.ts';

export function NotFoundPage() {
  return (
    <>
      <h1 className="h2">{sk.errors.notFoundTitle}</h1>
      <p>{sk.errors.notFoundText}</p>
      <Link to={paths.home} className="btn btn-primary">
        {sk.errors.backHome}
      </Link>
    </>
  );
}
