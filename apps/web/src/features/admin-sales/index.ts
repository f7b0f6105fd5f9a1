// Back office: sales figures per match and season, the chart, the seat heat map and the CSV exports.
// Only the router imports this feature, lazily: the fans' pages never download the back office.
export { SalesDetailPage } from './pages/SalesDetailPage.tsx';
export { SalesOverviewPage } from './pages/SalesOverviewPage.tsx';
