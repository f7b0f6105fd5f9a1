import { type ReactNode, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { loginRequired } from '../shared/session/sessionSlice.ts';
import { useSession } from '../shared/session/useSession.ts';
import { type Access, accessOutcome } from './routeAccess.ts';
import { LoginRequiredPage } from './routes/LoginRequiredPage.tsx';
import { PermissionDeniedPage } from './routes/PermissionDeniedPage.tsx';

/** Three outcomes: the page, the login-required dialog (then back here), or the permission-denied page. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { loggedIn, roles } = useSession();
  const location = useLocation();
  const dispatch = useDispatch();
  const outcome = accessOutcome(access, loggedIn, roles);
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (outcome === 'loginRequired') dispatch(loginRequired(here));
  }, [outcome, here, dispatch]);

  if (outcome === 'loginRequired') return <LoginRequiredPage returnLocation={here} />;
  if (outcome === 'denied') return <PermissionDeniedPage />;
  return children;
}
