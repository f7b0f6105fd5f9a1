import { MERCH_SHOP_URL, SUPPORT_EMAIL } from '@hokej/contract/constants';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { sk } from '../../shared/i18n/sk.ts';
import { articleHashes, paths } from '../../shared/routes/paths.ts';

export function Footer() {
  return (
    <footer className="site-footer bg-body-tertiary border-top mt-5 py-4 small">
      <Container className="d-flex flex-column flex-md-row justify-content-between gap-3">
        <div>
          <p className="mb-1">
            © {new Date().getFullYear()} {sk.clubName}
          </p>
          <p className="mb-1">
            {sk.footer.contact}: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <ul className="list-unstyled mb-0">
            <li>
              <Link to={paths.article(articleHashes.privacy)}>{sk.footer.cookies}</Link>
            </li>
            <li>
              <Link to={paths.article(articleHashes.terms)}>{sk.footer.terms}</Link>
            </li>
            <li>
              <a href={MERCH_SHOP_URL} target="_blank" rel="noopener noreferrer">
                {sk.footer.merch}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="h6">{sk.footer.openingHours}</h2>
          <p className="mb-0">{sk.footer.weekdays}</p>
          <p className="mb-0">{sk.footer.weekends}</p>
        </div>
      </Container>
    </footer>
  );
}
