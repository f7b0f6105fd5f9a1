import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { sk } from '../../../shared/i18n/sk.ts';
import { postLoginPath } from '../../../shared/session/sessionRules.ts';
import { loginDialogClosed } from '../../../shared/session/sessionSlice.ts';
import { selectSessionState } from '../../../shared/session/useSession.ts';
import { ShopDialog } from '../../../shared/ui/ShopDialog.tsx';

// The form brings the validator (ajv); it loads when the dialog first opens, not with the shop.
const LoginForm = lazy(() => import('./LoginForm.tsx').then((m) => ({ default: m.LoginForm })));

/**
 * The login dialog, opened from the top bar or by the route guard. After a login in the login-required dialog
 * the user goes to /events (spec section 2), or to the return location an explicit caller gave (a failed token
 * refresh keeps the page the user was on); a voluntary login keeps the visitor where they are.
 */
export function LoginDialog() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { loginDialog, returnLocation } = useSelector(selectSessionState);
  const required = loginDialog === 'required';
  const onLoggedIn = () => {
    if (required) navigate(postLoginPath(returnLocation));
  };
  return (
    <ShopDialog
      show={loginDialog !== 'closed'}
      title={required ? sk.login.requiredTitle : sk.login.title}
      titleId="login-dialog-title"
      onClose={() => dispatch(loginDialogClosed())}
    >
      {required ? <p className="lead fs-6">{sk.login.requiredText}</p> : null}
      <Suspense fallback={<p>{sk.common.loading}</p>}>
        <LoginForm onLoggedIn={onLoggedIn} />
      </Suspense>
    </ShopDialog>
  );
}
