import {
  HomeMatchesSkeleton,
  NextMatches,
  NextMatchHero,
  useEventList,
} from '../../features/events/index.ts';
import { sk } from '../../shared/i18n/sk.ts';

/**
 * The club's shop front for everyone, logged in or not: the next home match as the hero, the matches after
 * it with dates and prices from. Buying goes through the arena, whose guard asks a visitor to log in.
 */
export function HomePage() {
  const { data, isLoading } = useEventList();
  const events = data?.data ?? [];
  const [next, ...later] = events;
  return (
    <>
      <h1 className="h2 mb-1">{sk.home.title}</h1>
      <p className="lead mb-4">{sk.home.intro}</p>
      {isLoading && !data ? <HomeMatchesSkeleton /> : null}
      {next ? <NextMatchHero event={next} /> : null}
      {data && !next ? <p>{sk.home.noMatches}</p> : null}
      {next ? <NextMatches events={later} /> : null}
      <p className="small">{sk.home.seasonHint}</p>
    </>
  );
}
