import { useEffect, useState } from 'react';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router';
import { baseApi } from '../../../shared/api/baseApi.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { isBackOfficePath, paths } from '../../../shared/routes/paths.ts';
import { loggedOut } from '../../../shared/session/sessionSlice.ts';
import { selectSessionState, useSession } from '../../../shared/session/useSession.ts';
import { useLogoutMutation } from '../api/logoutEndpoint.ts';

/**
 * The logged-in user's dropdown: name, the fan's own pages ("Môj účet", permanentky, faktúry; not in the back
 * office, where staff work) and "Odhlásiť sa" (ends the session on the server, clears it here, goes home).
 * Staff reach the back office from the main menu.
 */
export function AccountMenu() {
  const { userName } = useSession();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const refreshToken = useSelector(selectSessionState).session?.refreshToken;
  const [logoutOnServer] = useLogoutMutation();

  // Home first, the session after: cleared while a guarded page is still shown, the session would make that
  // page's guard open the login-required dialog. So the session ends once the home page is the one shown.
  useEffect(() => {
    if (!leaving || pathname !== paths.home) return;
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
  }, [leaving, pathname, dispatch]);

  const logout = () => {
    // The server revokes the refresh token's whole session; the browser forgets it whatever the answer.
    if (refreshToken) void logoutOnServer({ refreshToken });
    setLeaving(true);
    navigate(paths.home);
  };
  return (
    <NavDropdown
      id="account-menu"
      align="end"
      title={
        // The toggle is named "Účet: <name>" for screen readers; the name alone is what the eye needs.
        <>
          <span className="visually-hidden">{sk.topBar.accountMenuPrefix} </span>
          {userName}
        </>
      }
    >
      <NavDropdown.ItemText className="small text-body-secondary">{userName}</NavDropdown.ItemText>
      <NavDropdown.Divider />
      {isBackOfficePath(pathname) ? null : (
        <>
          <NavDropdown.Item as={Link} to={paths.account}>
            {sk.topBar.account}
          </NavDropdown.Item>
          <NavDropdown.Item as={Link} to={paths.mySeasonTickets}>
            {sk.topBar.seasonTickets}
          </NavDropdown.Item>
          <NavDropdown.Item as={Link} to={paths.invoice}>
            {sk.topBar.invoices}
          </NavDropdown.Item>
        </>
      )}
      <NavDropdown.Item as="button" onClick={logout}>
        {sk.topBar.logout}
      </NavDropdown.Item>
    </NavDropdown>
  );
}
