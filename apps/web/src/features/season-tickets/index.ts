// Only the router imports this feature, lazily: these pages load when they are opened.

export { RenewalsPage } from './pages/RenewalsPage.tsx';
export { SeasonTicketsPage } from './pages/SeasonTicketsPage.tsx';
