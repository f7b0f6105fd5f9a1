import { Link } from 'react-router';
import { NextMatches } from '../../features/events/index.ts';
import { sk } from '../../shared/i18n/sk.ts';
import { paths } from '../../shared/routes/paths.ts';

/** Club intro, the next matches and the way to buy. */
export function HomePage() {
  return (
    <>
      <section className="hero p-4 mb-4 rounded-3">
        <h1 className="h2">{sk.home.title}</h1>
        <p className="lead">{sk.home.intro}</p>
        <Link to={paths.events} className="btn btn-light btn-lg">
          {sk.home.buy}
        </Link>
        <p className="small mt-3 mb-0">{sk.home.seasonHint}</p>
      </section>
      <NextMatches />
    </>
  );
}
