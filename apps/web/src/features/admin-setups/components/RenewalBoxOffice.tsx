import type { RenewalCampaign } from '@hokej/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { skRenewalsAdmin } from '../../../shared/i18n/skRenewalsAdmin.ts';
import { useGetRenewalOffersQuery } from '../api/renewalAdminEndpoints.ts';
import { matchingOffers } from '../model/renewalSearch.ts';
import { RenewalBoxOfficeForm } from './RenewalBoxOfficeForm.tsx';

const t = skRenewalsAdmin.boxOffice;
const SHOWN = 50;

/** The box office of one campaign: find a holder among its offers and renew the chosen one for them. */
export function RenewalBoxOffice({ campaign }: { campaign: RenewalCampaign }) {
  const { data, isLoading } = useGetRenewalOffersQuery(campaign.id);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  // The list shows once the cashier searches: nothing moves below it while the offers load.
  const searching = query.trim() !== '';
  const found = searching ? matchingOffers(data?.data ?? [], query) : [];
  const offer = data?.data.find((o) => o.id === chosen);
  const prefix = `box-office-${campaign.id}`;

  return (
    <section aria-labelledby={`${prefix}-title`} className="mt-4">
      <h3 id={`${prefix}-title`} className="h5">
        {t.title}
      </h3>
      <p className="small text-body-secondary">{t.intro}</p>
      <Form.Group controlId={`${prefix}-search`} className="mb-2" style={{ maxWidth: '28rem' }}>
        <Form.Label>{t.search}</Form.Label>
        <Form.Control
          type="search"
          value={query}
          aria-describedby={`${prefix}-hint`}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Form.Text id={`${prefix}-hint`}>{t.searchHint}</Form.Text>
      </Form.Group>
      {searching && isLoading ? (
        <Spinner animation="border" size="sm" role="status" aria-label={t.loading} />
      ) : null}
      {searching && data && found.length === 0 ? <p role="status">{t.none}</p> : null}
      {found.length > 0 ? (
        <Table size="sm" hover className="align-middle mb-0 table-stack">
          <caption className="visually-hidden">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.holder}</th>
              <th scope="col">{t.seat}</th>
              <th scope="col">{t.status}</th>
              <th scope="col" className="text-end">
                {t.seniority}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t.choose}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {found.slice(0, SHOWN).map((o) => {
              const seat = t.seatShort(o.seat.sector, o.seat.row, o.seat.name);
              return (
                <tr key={o.id} data-testid="box-office-offer">
                  <th scope="row" className="fw-normal">
                    <div>{o.holderName}</div>
                    <div className="small text-body-secondary text-break">{o.holderEmail}</div>
                  </th>
                  <td data-label={t.seat}>{seat}</td>
                  <td data-label={t.status}>
                    <Badge bg={o.status === 'RENEWED' ? 'success' : 'secondary'}>
                      {skRenewalsAdmin.states[o.status]}
                    </Badge>
                    {o.renewedByClub ? <span className="small ms-1">{t.byClub}</span> : null}
                  </td>
                  <td data-label={t.seniority} className="text-end">
                    {o.seniority}
                  </td>
                  <td className="text-end">
                    {o.status === 'OFFERED' ? (
                      <Button
                        size="sm"
                        variant="outline-primary"
                        aria-label={t.chooseLabel(o.holderName, seat)}
                        onClick={() => setChosen(o.id)}
                      >
                        {t.choose}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      ) : null}
      {offer ? <RenewalBoxOfficeForm key={offer.id} offer={offer} onClose={() => setChosen(null)} /> : null}
    </section>
  );
}
