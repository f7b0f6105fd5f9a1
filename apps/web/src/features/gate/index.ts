// The gate's check-in (/admin/check-in): camera or photo QR scan, the verdict, the scan history.
// Only the router imports this feature, lazily: the fans' pages never download the back office.
export { CheckInPage } from './pages/CheckInPage.tsx';
