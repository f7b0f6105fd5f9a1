import { type ReactNode, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { loginRequired } from '../shared/session/sessionSlice.ts';
import { useSession } from '../shared/session/useSession.ts';
import { type Access, accessOutcome } from './routeAccess.ts';
import { LoginRequiredPage } from './routes/LoginRequiredPage.tsx';
import { PermissionDeniedPage } from './routes/PermissionDeniedPage.tsx';

/** Three outcomes: the page, the login-required dialog (then /events), or the permission-denied page. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { loggedIn, roles } = useSession();
  const { pathname, search } = useLocation();
  const dispatch = useDispatch();
  const outcome = accessOutcome(access, loggedIn, roles);

  // biome-ignore lint/correctness/useExhaustiveDependencies: moving to another guarded page reopens the dialog
  useEffect(() => {
    // No return location: after the dialog's login the user goes to /events (spec section 2).
    if (outcome === 'loginRequired') dispatch(loginRequired());
  }, [outcome, pathname, search, dispatch]);

  if (outcome === 'loginRequired') return <LoginRequiredPage />;
  if (outcome === 'denied') return <PermissionDeniedPage />;
  return children;
}
