import { useDispatch } from 'react-redux';
import { sk } from '../../../shared/i18n/sk.ts';
import { loginDialogOpened } from '../../../shared/session/sessionSlice.ts';

/** "Prihlásiť sa" in the top bar: opens the login dialog. */
export function LoginLink() {
  const dispatch = useDispatch();
  return (
    <button
      type="button"
      className="btn btn-link nav-link px-2"
      onClick={() => dispatch(loginDialogOpened())}
    >
      {sk.topBar.login}
    </button>
  );
}
