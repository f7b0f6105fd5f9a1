import { SUPPORT_EMAIL } from '@hokej/contract/constants';
import { useState } from 'react';
import { sk } from '../../shared/i18n/sk.ts';
import { paths } from '../../shared/routes/paths.ts';

function technicalDetails(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  return String(error);
}

/** An uncaught error in a page: home button, support e-mail and technical details on request. */
export function ErrorPage({ error }: { error: unknown }) {
  const [showDetails, setShowDetails] = useState(false);
  return (
    <div className="py-3" role="alert">
      <h1 className="h2">{sk.errors.pageTitle}</h1>
      <p>
        {sk.errors.pageText} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <div className="d-flex gap-2 flex-wrap mb-3">
        {/* A full page load: the broken state is left behind. */}
        <a href={paths.home} className="btn btn-primary">
          {sk.errors.backHome}
        </a>
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-expanded={showDetails}
          aria-controls="error-details"
          onClick={() => setShowDetails((v) => !v)}
        >
          {showDetails ? sk.errors.hideDetails : sk.errors.showDetails}
        </button>
      </div>
      {showDetails ? (
        <pre id="error-details" className="bg-body-tertiary p-2 small text-wrap">
          {technicalDetails(error)}
        </pre>
      ) : null}
    </div>
  );
}
