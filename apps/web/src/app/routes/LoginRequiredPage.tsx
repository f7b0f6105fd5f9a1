import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { sk } from '../../shared/i18n/sk.ts';
import { loginRequired } from '../../shared/session/sessionSlice.ts';
import { ShopButton } from '../../shared/ui/buttons.tsx';

/** What stays behind the login dialog (and after it is dismissed). */
export function LoginRequiredPage() {
  const dispatch = useDispatch();
  const { pathname, search } = useLocation();
  return (
    <>
      <h1 className="h2">{sk.login.requiredTitle}</h1>
      <p>{sk.login.requiredPage}</p>
      <ShopButton onClick={() => dispatch(loginRequired(`${pathname}${search}`))}>
        {sk.login.openDialog}
      </ShopButton>
    </>
  );
}
