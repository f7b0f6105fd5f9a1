import { Suspense, useRef } from 'react';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoginDialog } from '../../features/auth/index.ts';
import { GlobalErrorDialog } from '../../shared/errors/GlobalErrorDialog.tsx';
import { sk } from '../../shared/i18n/sk.ts';
import { ToastHost } from '../../shared/toast/ToastHost.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';
import { PageErrorBoundary } from '../routes/PageErrorBoundary.tsx';
import { CookieBanner } from './CookieBanner.tsx';
import { Footer } from './Footer.tsx';
import { MainMenu } from './MainMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { useRouteFocus } from './useRouteFocus.ts';

/** Spec section 2 layout: top bar, logo and menu, the page, footer; dialogs, toasts and the cookie banner. */
export function AppLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  // A switch of language renders the layout again and mounts the page anew, so every text is read again.
  const { i18n } = useTranslation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        {sk.common.skipToContent}
      </a>
      <header>
        <TopBar />
        <MainMenu />
      </header>
      <main ref={mainRef} id="main" className="flex-grow-1 py-4 shop-main" tabIndex={-1}>
        <Container key={i18n.language}>
          <Suspense fallback={<Skeleton heading />}>
            <PageErrorBoundary>
              <Outlet />
            </PageErrorBoundary>
          </Suspense>
        </Container>
      </main>
      <Footer />
      <LoginDialog />
      <GlobalErrorDialog />
      <ToastHost />
      <CookieBanner />
    </div>
  );
}
