// Only the router imports this feature, lazily: these pages load when they are opened.
export { SeasonTicketsPage } from './pages/SeasonTicketsPage.tsx';
