import { useState } from 'react';
import { Link } from 'react-router';
import { sk } from '../../shared/i18n/sk.ts';
import { articleHashes, paths } from '../../shared/routes/paths.ts';
import { readStored, writeStored } from '../../shared/storage/localStore.ts';

const CONSENT_KEY = 'cookieConsent';

/** Shown until the visitor agrees; the agreement is kept in localStorage. */
export function CookieBanner() {
  const [approved, setApproved] = useState(() => readStored<boolean>(CONSENT_KEY) === true);
  if (approved) return null;
  const approve = () => {
    writeStored(CONSENT_KEY, true);
    setApproved(true);
  };
  return (
    <section
      className="cookie-banner fixed-bottom bg-dark text-white p-3 shadow"
      aria-label={sk.cookies.label}
    >
      <div className="container d-flex flex-column flex-md-row align-items-md-center gap-2">
        <p className="mb-0 flex-grow-1">
          {sk.cookies.text}{' '}
          <Link to={paths.article(articleHashes.privacy)} className="link-light">
            {sk.cookies.more}
          </Link>
        </p>
        <button type="button" className="btn btn-light" onClick={approve}>
          {sk.cookies.accept}
        </button>
      </div>
    </section>
  );
}
