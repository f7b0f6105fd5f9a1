import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { sk } from '../../../shared/i18n/sk.ts';
import { paths } from '../../../shared/routes/paths.ts';

export type ComingSoonTopic = Exclude<keyof typeof sk.comingSoon, 'text'>;

/** An honest placeholder for a part of the shop that a later issue delivers. */
export function ComingSoonPage({ topic }: { topic: ComingSoonTopic }) {
  return (
    <>
      <h1 className="h2">{sk.comingSoon[topic]}</h1>
      <Alert variant="info">{sk.comingSoon.text}</Alert>
      <Link to={paths.home} className="btn btn-outline-primary">
        {sk.errors.backHome}
      </Link>
    </>
  );
}
