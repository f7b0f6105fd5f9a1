import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { loginDialogOpened } from '../../../shared/session/sessionSlice.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';

/** What to do next after a verification or a reset: log in (e-mail filled in), or buy once logged in. */
export function LoggedInNext({ email, loginLabel }: { email: string; loginLabel: string }) {
  const dispatch = useDispatch();
  const { loggedIn } = useSession();
  if (loggedIn) {
    return (
      <Link to={paths.events} className="btn btn-primary">
        {accountText.view.verifyEmail.buy}
      </Link>
    );
  }
  return <ShopButton onClick={() => dispatch(loginDialogOpened({ email }))}>{loginLabel}</ShopButton>;
}
