import { lazy } from 'react';

/** The logged-in user's dropdown loads once somebody is logged in (its Popper is not part of a guest's first load). */
export const AccountMenu = lazy(() =>
  import('./components/AccountMenu.tsx').then((m) => ({ default: m.AccountMenu })),
);
export { LoginDialog } from './components/LoginDialog.tsx';
export { LoginLink } from './components/LoginLink.tsx';
