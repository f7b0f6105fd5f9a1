import { type ReactNode, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { loginRequired } from '../shared/session/sessionSlice.ts';
import { useSession } from '../shared/session/useSession.ts';
import { type Access, accessOutcome } from './routeAccess.ts';
import { LoginRequiredPage } from './routes/LoginRequiredPage.tsx';
import { PermissionDeniedPage } from './routes/PermissionDeniedPage.tsx';

/**
 * Three outcomes: the page, the login-required dialog (after the login, back to this page), or the
 * permission-denied page.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { loggedIn, roles } = useSession();
  const { pathname, search } = useLocation();
  const dispatch = useDispatch();
  const outcome = accessOutcome(access, loggedIn, roles);

  // Moving to another guarded page reopens the dialog, with that page to return to.
  useEffect(() => {
    // Issue 20: a deep link that needed a login comes back to itself (the spec's return location).
    if (outcome === 'loginRequired') dispatch(loginRequired(`${pathname}${search}`));
  }, [outcome, pathname, search, dispatch]);

  if (outcome === 'loginRequired') return <LoginRequiredPage />;
  if (outcome === 'denied') return <PermissionDeniedPage />;
  return children;
}
