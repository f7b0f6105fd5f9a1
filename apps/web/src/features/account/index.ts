// Only the router imports this feature, lazily: My account loads when it is opened.
export { AccountPage } from './pages/AccountPage.tsx';
