import { SUPPORT_EMAIL } from '@hokej/contract/constants';
import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { AccountMenu, LoginLink } from '../../features/auth/index.ts';
import { CartIcon } from '../../features/cart/index.ts';
import { CartCountdown } from '../../shared/cart/CartCountdown.tsx';
import { useCart } from '../../shared/cart/useCart.ts';
import { sk } from '../../shared/i18n/sk.ts';
import { paths } from '../../shared/routes/paths.ts';
import { useSession } from '../../shared/session/useSession.ts';

function TopBarCountdown() {
  const { data: cart } = useCart();
  return <CartCountdown cart={cart} compact className="small d-none d-sm-inline-block me-2" />;
}

/** Support e-mail; guests: sign in and registration; logged in: countdown, account menu and cart. */
export function TopBar() {
  const { loggedIn, userName } = useSession();
  return (
    <div className="top-bar bg-dark text-white small" data-bs-theme="dark">
      <Container className="d-flex align-items-center justify-content-between flex-wrap gap-1 py-1">
        <a href={`mailto:${SUPPORT_EMAIL}`} className="link-light text-decoration-none">
          <span className="d-none d-sm-inline">{sk.topBar.support}: </span>
          {SUPPORT_EMAIL}
        </a>
        <nav aria-label={sk.topBar.account} className="d-flex align-items-center">
          {loggedIn ? (
            <>
              <TopBarCountdown />
              <ul className="navbar-nav flex-row align-items-center">
                <Suspense
                  fallback={
                    <li className="nav-item">
                      <span className="nav-link">{userName}</span>
                    </li>
                  }
                >
                  <AccountMenu />
                </Suspense>
              </ul>
              <CartIcon />
            </>
          ) : (
            <>
              <LoginLink />
              <Link to={paths.register} className="nav-link px-2">
                {sk.topBar.register}
              </Link>
            </>
          )}
        </nav>
      </Container>
    </div>
  );
}
