import { Link } from 'react-router';
import { sk } from '../../shared/i18n/sk.ts';
import { paths } from '../../shared/routes/paths.ts';

export function PermissionDeniedPage() {
  return (
    <>
      <h1 className="h2">{sk.guard.deniedTitle}</h1>
      <p>{sk.guard.deniedText}</p>
      <Link to={paths.home} className="btn btn-primary">
        {sk.errors.backHome}
      </Link>
    </>
  );
}
