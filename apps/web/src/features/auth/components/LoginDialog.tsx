import { lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { sk } from '../../../shared/i18n/sk.ts';
import { postLoginPath } from '../../../shared/session/sessionRules.ts';
import { loginDialogClosed } from '../../../shared/session/sessionSlice.ts';
import { selectSessionState } from '../../../shared/session/useSession.ts';
import { ShopDialog } from '../../../shared/ui/ShopDialog.tsx';
import type { LoginDialogView } from './LoginDialogBody.tsx';

// The forms bring the validator (ajv); they load when the dialog first opens, not with the shop.
const LoginDialogBody = lazy(() =>
  import('./LoginDialogBody.tsx').then((m) => ({ default: m.LoginDialogBody })),
);

/**
 * The login dialog, opened from the top bar or by the route guard. After a login in the login-required dialog
 * the user goes to /events (spec section 2), or to the return location an explicit caller gave (a failed token
 * refresh keeps the page the user was on); a voluntary login keeps the visitor where they are. The
 * forgotten-password form is a second view of the same dialog.
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

  const onLoggedIn = () => {
    if (required) navigate(postLoginPath(returnLocation));
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
