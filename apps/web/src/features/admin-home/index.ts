// The back office's start page (/admin): the tools the signed-in role may open.
// Only the router imports this feature, lazily: the fans' pages never download the back office.
export { AdminDashboardPage } from './pages/AdminDashboardPage.tsx';
