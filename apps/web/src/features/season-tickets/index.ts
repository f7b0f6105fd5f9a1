// Only the router imports this feature, lazily: these pages load when they are opened.

export { RelocationPage } from './pages/RelocationPage.tsx';
export { RenewalsPage } from './pages/RenewalsPage.tsx';
export { SeasonTicketsPage } from './pages/SeasonTicketsPage.tsx';
