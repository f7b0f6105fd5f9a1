import { Link } from 'react-router';
import { skAdmin } from '../i18n/skAdmin.ts';
import { paths } from '../routes/paths.ts';

/** A back office tool's title with the way back to the dashboard. */
export function BackOfficeHeader({ title }: { title: string }) {
  return (
    <>
      <Link to={paths.admin} className="small">
        ← {skAdmin.back}
      </Link>
      <h1 className="h2 mt-1 mb-3">{title}</h1>
    </>
  );
}
