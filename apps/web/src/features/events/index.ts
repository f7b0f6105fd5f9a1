export { NextMatches } from './components/NextMatches.tsx';
export { EventsPage } from './pages/EventsPage.tsx';
