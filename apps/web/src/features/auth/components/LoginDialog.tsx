import { lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { sk } from '../../../shared/i18n/sk.ts';
import { postLoginPath, sessionRoles } from '../../../shared/session/sessionRules.ts';
import type { StoredSession } from '../../../shared/session/sessionSlice.ts';
import { loginDialogClosed } from '../../../shared/session/sessionSlice.ts';
import { forgetSignupReturn, signupReturnPath } from '../../../shared/session/signupReturn.ts';
import { selectSessionState } from '../../../shared/session/useSession.ts';
import { ShopDialog } from '../../../shared/ui/ShopDialog.tsx';
import type { LoginDialogView } from './LoginDialogBody.tsx';

// The forms bring the validator (ajv); they load when the dialog first opens, not with the shop.
const LoginDialogBody = lazy(() =>
  import('./LoginDialogBody.tsx').then((m) => ({ default: m.LoginDialogBody })),
);

/**
 * The login dialog, opened from the top bar or by the route guard. Where a login leads is `postLoginPath`'s:
 * back to the guarded page that asked for it, staff to the back office, a fan done with /verify, /register or
 * /reset/… to /events (or to the page that sent them to create the account), otherwise the visitor stays. The forgotten-password form is a second view of the dialog.
 */
export function LoginDialog() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { loginDialog, returnLocation, loginEmail } = useSelector(selectSessionState);
  const open = loginDialog !== 'closed';
  const required = loginDialog === 'required';
  const [view, setView] = useState<LoginDialogView>({ name: 'login', email: '', switched: false });

  // Every opening starts at the login view, with the e-mail the opener gave (after a reset, a verification).
  useEffect(() => {
    if (open) setView({ name: 'login', email: loginEmail ?? '', switched: false });
  }, [open, loginEmail]);

  const { pathname } = useLocation();
  const onLoggedIn = (session: StoredSession) => {
    const signupReturn = signupReturnPath();
    const next = postLoginPath({
      required,
      returnLocation,
      roles: sessionRoles(session),
      pathname,
      signupReturn,
    });
    if (next && next === signupReturn) forgetSignupReturn();
    if (next) navigate(next);
  };
  const title =
    view.name === 'forgotten' ? sk.login.forgottenTitle : required ? sk.login.requiredTitle : sk.login.title;

  return (
    <ShopDialog
      show={open}
      title={title}
      titleId="login-dialog-title"
      onClose={() => dispatch(loginDialogClosed())}
    >
      <Suspense fallback={<p>{sk.common.loading}</p>}>
        <LoginDialogBody view={view} required={required} onViewChange={setView} onLoggedIn={onLoggedIn} />
      </Suspense>
    </ShopDialog>
  );
}
