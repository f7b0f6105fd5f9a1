export { useEventList } from './api/useEventList.ts';
export { HomeMatchesSkeleton, NextMatches, NextMatchHero } from './components/NextMatches.tsx';
export { EventsPage } from './pages/EventsPage.tsx';
