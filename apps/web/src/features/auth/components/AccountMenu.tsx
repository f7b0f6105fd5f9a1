import NavDropdown from 'react-bootstrap/NavDropdown';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { baseApi } from '../../../shared/api/baseApi.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { loggedOut } from '../../../shared/session/sessionSlice.ts';
import { useSession } from '../../../shared/session/useSession.ts';

/** The logged-in user's dropdown: name, "Môj účet" and "Odhlásiť sa" (clears the session, goes home). */
export function AccountMenu() {
  const { userName } = useSession();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const logout = () => {
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
    navigate(paths.home);
  };
  return (
    <NavDropdown title={userName} id="account-menu" align="end" aria-label={sk.topBar.accountMenu(userName)}>
      <NavDropdown.ItemText className="small text-body-secondary">{userName}</NavDropdown.ItemText>
      <NavDropdown.Divider />
      <NavDropdown.Item as={Link} to={paths.account}>
        {sk.topBar.account}
      </NavDropdown.Item>
      <NavDropdown.Item as="button" onClick={logout}>
        {sk.topBar.logout}
      </NavDropdown.Item>
    </NavDropdown>
  );
}
