import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link } from 'react-router';
import { shopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { Skeleton } from '../../../shared/ui/Skeleton.tsx';
import { useGetSeasonsQuery, useGetSeasonTicketsQuery } from '../api/eventEndpoints.ts';
import { useEventList } from '../api/useEventList.ts';
import { EventCard } from '../components/EventCard.tsx';
import { SeasonCard } from '../components/SeasonCard.tsx';
import { SeasonOffers } from '../components/SeasonOffers.tsx';

function Loading() {
  return (
    <div className="py-4 text-center">
      <Skeleton />
    </div>
  );
}

function MatchesTab() {
  const { data, isLoading, fromStorage } = useEventList();
  if (isLoading && !data) return <Loading />;
  if (!data) return null;
  return (
    <>
      {fromStorage ? <p className="small text-body-secondary">{sk.events.cachedNotice}</p> : null}
      {data.isPhoneNumberRequired && !data.phoneNumberVerified ? (
        <Alert variant="warning">
          {sk.events.phoneRequired}{' '}
          <Link to={paths.account} className="alert-link">
            {sk.events.verifyPhone}
          </Link>
        </Alert>
      ) : null}
      {data.data.length === 0 ? <p>{sk.events.empty}</p> : null}
      <Row xs={1} md={2} lg={3} className="g-3">
        {data.data.map((event) => (
          <Col key={event.uuid}>
            <EventCard event={event} />
          </Col>
        ))}
      </Row>
    </>
  );
}

function SeasonsTab() {
  const seasons = useGetSeasonsQuery(shopLanguage());
  const offers = useGetSeasonTicketsQuery();
  if (seasons.isLoading) return <Loading />;
  const list = seasons.data?.data ?? [];
  return (
    <>
      {list.length === 0 ? <p>{sk.events.seasonsEmpty}</p> : null}
      <Row xs={1} md={2} className="g-3">
        {list.map((season) => (
          <Col key={season.uuid}>
            <SeasonCard season={season} />
          </Col>
        ))}
      </Row>
      <SeasonOffers offers={offers.data?.data ?? []} />
    </>
  );
}

/** "Kúpiť vstupenky": matches and season tickets on two tabs. */
export function EventsPage() {
  return (
    <>
      <h1 className="h2 mb-3">{sk.events.title}</h1>
      <Tabs defaultActiveKey="tickets" id="events-tabs" className="mb-3" mountOnEnter>
        <Tab eventKey="tickets" title={sk.events.tabTickets}>
          <MatchesTab />
        </Tab>
        <Tab eventKey="seasons" title={sk.events.tabSeasons}>
          <SeasonsTab />
        </Tab>
      </Tabs>
    </>
  );
}
