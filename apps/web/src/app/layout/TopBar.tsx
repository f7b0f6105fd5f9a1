import { SUPPORT_EMAIL } from '@hokej/contract/constants';
import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import { Link, useLocation } from 'react-router';
import { AccountMenu, LoginLink } from '../../features/auth/index.ts';
import { CartIcon } from '../../features/cart/index.ts';
import { CartCountdown } from '../../shared/cart/CartCountdown.tsx';
import { useCart } from '../../shared/cart/useCart.ts';
import { useGetClubSettingsQuery } from '../../shared/club/clubApi.ts';
import { sk } from '../../shared/i18n/sk.ts';
import { isBackOfficePath, paths } from '../../shared/routes/paths.ts';
import { useSession } from '../../shared/session/useSession.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

function TopBarCountdown() {
  const { data: cart } = useCart();
  return <CartCountdown cart={cart} compact className="small d-none d-sm-inline-block me-2" />;
}

/**
 * Support e-mail; guests: sign in and registration; logged in: countdown, account menu and cart. In the back
 * office the fan's countdown and cart stay behind (issue 20); the account menu stays for logging out.
 */
export function TopBar() {
  const { loggedIn, userName } = useSession();
  const inBackOffice = isBackOfficePath(useLocation().pathname);
  // The club's colour when it set one (white text on it is ≥ 4.5:1, checked when it was saved).
  const color = useGetClubSettingsQuery().data?.primaryColor ?? null;
  return (
    <div
      className={`top-bar ${color ? '' : 'bg-dark '}text-white small`}
      style={color ? { backgroundColor: color } : undefined}
      data-bs-theme="dark"
      data-testid="top-bar"
    >
      <Container className="d-flex align-items-center justify-content-between flex-wrap gap-1 py-1">
        <a href={`mailto:${SUPPORT_EMAIL}`} className="link-light text-decoration-none">
          <span className="d-none d-sm-inline">{sk.topBar.support}: </span>
          {SUPPORT_EMAIL}
        </a>
        <nav aria-label={sk.topBar.account} className="d-flex align-items-center">
          {loggedIn ? (
            <>
              {inBackOffice ? null : <TopBarCountdown />}
              {/* Not a list: the account dropdown is one item (a <ul> holding its <div> broke the list rule). */}
              <div className="navbar-nav flex-row align-items-center">
                <Suspense fallback={<span className="nav-link">{userName}</span>}>
                  <AccountMenu />
                </Suspense>
              </div>
              {inBackOffice ? null : <CartIcon />}
            </>
          ) : (
            <>
              <LoginLink />
              <Link to={paths.register} className="nav-link px-2">
                {sk.topBar.register}
              </Link>
            </>
          )}
          <LanguageSwitch />
        </nav>
      </Container>
    </div>
  );
}
