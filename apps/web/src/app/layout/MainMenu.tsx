import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { NavLink, useLocation } from 'react-router';
import { useGetArticlesQuery } from '../../features/articles/api/articleEndpoints.ts';
import { ClubMark } from '../../shared/club/ClubMark.tsx';
import { shopLanguage } from '../../shared/i18n/shopI18n.ts';
import { sk } from '../../shared/i18n/sk.ts';
import { articleHashes, paths } from '../../shared/routes/paths.ts';
import { backOfficeRoles } from '../../shared/session/backOfficeRoles.ts';
import { useSession } from '../../shared/session/useSession.ts';
import { type Access, accessOutcome } from '../routeAccess.ts';

interface MenuEntry {
  to: string;
  label: string;
  access: Access;
  /** The label's language where it is not the page's (a club page without English in the English shop). */
  lang?: string;
}

// Labels are getters: read when the menu renders, so they follow the language switch.
const shopEntries: MenuEntry[] = [
  {
    to: paths.home,
    get label() {
      return sk.menu.home;
    },
    access: 'Public',
  },
  {
    to: paths.events,
    get label() {
      return sk.menu.buy;
    },
    access: 'AuthenticatedUser',
  },
  {
    to: paths.myOrders,
    get label() {
      return sk.menu.myOrders;
    },
    access: 'AuthenticatedUser',
  },
];

/** The club's staff reach the back office from the main menu (issue 20). */
const backOfficeEntry: MenuEntry = {
  to: paths.admin,
  get label() {
    return sk.menu.backOffice;
  },
  access: backOfficeRoles,
};

/** The spec's four information pages, shown until (or unless) the API's menu list arrives. */
const defaultArticleEntries: MenuEntry[] = [
  {
    to: paths.article(articleHashes.seasonTickets),
    get label() {
      return sk.menu.seasonTickets;
    },
    access: 'Public',
  },
  {
    to: paths.article(articleHashes.entryConditions),
    get label() {
      return sk.menu.entryConditions;
    },
    access: 'Public',
  },
  {
    to: paths.article(articleHashes.salesPoints),
    get label() {
      return sk.menu.salesPoints;
    },
    access: 'Public',
  },
  {
    to: paths.article(articleHashes.howToShop),
    get label() {
      return sk.menu.howToShop;
    },
    access: 'Public',
  },
];

/**
 * Logo and the tab menu; below 1200 px it collapses into a hamburger, and the tabs wrap to a second line
 * rather than run out of the page when the club adds menu pages. Entries show only when allowed.
 * Bootstrap's navbar markup with a few lines of state: react-bootstrap's Navbar brings its offcanvas and
 * modal code into the first load, which the menu does not use.
 */
export function MainMenu() {
  const { loggedIn, roles } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // A chosen entry (or any other way to another page) folds the hamburger menu again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the page
  useEffect(() => setOpen(false), [pathname]);
  // The club places information pages in the menu in the back office (GET /v2/article lists them in order),
  // named in the shop's language where the club wrote them in it (the layout renders again on a switch).
  const language = shopLanguage();
  const { data: menuArticles } = useGetArticlesQuery(language);
  const articleEntries: MenuEntry[] = menuArticles
    ? menuArticles.data.map((a) => ({
        to: paths.article(a.hash),
        label: a.menuLabel,
        access: 'Public',
        lang: a.language === language ? undefined : a.language,
      }))
    : defaultArticleEntries;
  const entries = [...shopEntries, backOfficeEntry, ...articleEntries];
  const visible = entries.filter((entry) => accessOutcome(entry.access, loggedIn, roles) === 'allowed');
  return (
    <nav className="navbar navbar-expand-xl main-menu bg-body border-bottom" aria-label={sk.menu.label}>
      <Container>
        <NavLink to={paths.home} className="navbar-brand d-flex align-items-center gap-2">
          <ClubMark />
          <span className="brand-name">{sk.appName}</span>
        </NavLink>
        <button
          type="button"
          className={`navbar-toggler${open ? '' : ' collapsed'}`}
          aria-controls="main-menu"
          aria-expanded={open}
          aria-label={sk.menu.toggle}
          onClick={() => setOpen((was) => !was)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="main-menu" className={`navbar-collapse collapse${open ? ' show' : ''}`}>
          <ul className="nav navbar-nav nav-underline ms-auto">
            {visible.map((entry) => (
              <li className="nav-item" key={entry.to}>
                <NavLink
                  to={entry.to}
                  className="nav-link"
                  end={entry.to === paths.home}
                  onClick={() => setOpen(false)}
                  lang={entry.lang}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </nav>
  );
}
