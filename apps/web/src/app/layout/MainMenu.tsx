import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink } from 'react-router';
import { useGetArticlesQuery } from '../../features/articles/api/articleEndpoints.ts';
import { sk } from '../../shared/i18n/sk.ts';
import { articleHashes, paths } from '../../shared/routes/paths.ts';
import { useSession } from '../../shared/session/useSession.ts';
import { type Access, accessOutcome } from '../routeAccess.ts';

interface MenuEntry {
  to: string;
  label: string;
  access: Access;
}

const shopEntries: MenuEntry[] = [
  { to: paths.home, label: sk.menu.home, access: 'Public' },
  { to: paths.events, label: sk.menu.buy, access: 'AuthenticatedUser' },
  { to: paths.myOrders, label: sk.menu.myOrders, access: 'AuthenticatedUser' },
];

/** The spec's four information pages, shown until (or unless) the API's menu list arrives. */
const defaultArticleEntries: MenuEntry[] = [
  { to: paths.article(articleHashes.seasonTickets), label: sk.menu.seasonTickets, access: 'Public' },
  { to: paths.article(articleHashes.entryConditions), label: sk.menu.entryConditions, access: 'Public' },
  { to: paths.article(articleHashes.salesPoints), label: sk.menu.salesPoints, access: 'Public' },
  { to: paths.article(articleHashes.howToShop), label: sk.menu.howToShop, access: 'Public' },
];

/**
 * Logo and the tab menu; below 1200 px it collapses into a hamburger, and the tabs wrap to a second line
 * rather than run out of the page when the club adds menu pages. Entries show only when allowed.
 */
export function MainMenu() {
  const { loggedIn, roles } = useSession();
  // The club places information pages in the menu in the back office (GET /v2/article lists them in order).
  const { data: menuArticles } = useGetArticlesQuery();
  const articleEntries: MenuEntry[] = menuArticles
    ? menuArticles.data.map((a) => ({ to: paths.article(a.hash), label: a.menuLabel, access: 'Public' }))
    : defaultArticleEntries;
  const entries = [...shopEntries, ...articleEntries];
  const visible = entries.filter((entry) => accessOutcome(entry.access, loggedIn, roles) === 'allowed');
  return (
    <Navbar
      expand="xl"
      className="main-menu bg-body border-bottom"
      collapseOnSelect
      aria-label={sk.menu.label}
    >
      <Container>
        <Navbar.Brand as={NavLink} to={paths.home} className="d-flex align-items-center gap-2">
          <span className="logo-mark" aria-hidden="true">
            HK
          </span>
          <span className="brand-name">{sk.appName}</span>
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-menu" aria-label={sk.menu.toggle} />
        <Navbar.Collapse id="main-menu">
          <Nav as="ul" className="ms-auto" variant="underline">
            {visible.map((entry) => (
              <Nav.Item as="li" key={entry.to}>
                <Nav.Link as={NavLink} to={entry.to} eventKey={entry.to} end={entry.to === paths.home}>
                  {entry.label}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
