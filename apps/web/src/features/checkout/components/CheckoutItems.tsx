import type { CartItem } from '@hokej/contract';
import { PLASTIC_CARD_PRICE, seasonCategoryInfo, type TicketType } from '@hokej/contract/constants';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';

const t = checkoutText.view.checkout;

/** The ticket types, named in the current language when the list is rendered. */
const ticketTypes = (): ReadonlyArray<{ value: TicketType; label: string }> => [
  { value: 'ADULT', label: t.adult },
  { value: 'CHILD', label: t.child },
];

interface CheckoutItemsProps {
  items: readonly CartItem[];
  busy: boolean;
  onTicketType: (item: CartItem, ticketType: TicketType) => void;
  onPlasticCard: (item: CartItem, plasticCard: boolean) => void;
  onRemove: (item: CartItem) => void;
  /** Under each match ticket: who will use it (the checkout's form fields). */
  holderFields?: (item: CartItem) => ReactNode;
  /** The lines are given (a renewal keeps seat, category and card): no remove, no plastic-card choice. */
  fixed?: boolean;
}

/** A season ticket's category terms and the optional plastic card. */
function SeasonLineExtras({
  item,
  busy,
  fixed,
  onPlasticCard,
}: {
  item: CartItem;
  busy: boolean;
  fixed: boolean;
  onPlasticCard: (item: CartItem, plasticCard: boolean) => void;
}) {
  const { sector, row, name } = item.seat;
  const info = seasonCategoryInfo[item.ticketType as keyof typeof seasonCategoryInfo];
  return (
    <>
      {info ? <p className="small text-body-secondary mt-2 mb-1">{info.description}</p> : null}
      {fixed ? (
        item.plasticCard ? (
          <p className="small mb-0">
            {checkoutText.t('checkout.plasticCard', { price: formatPrice(PLASTIC_CARD_PRICE) })}
          </p>
        ) : null
      ) : (
        <>
          <Form.Check
            type="checkbox"
            id={`plastic-card-${item.id}`}
            className="small"
            checked={item.plasticCard}
            disabled={busy}
            onChange={(event) => onPlasticCard(item, event.target.checked)}
            label={checkoutText.t('checkout.plasticCard', { price: formatPrice(PLASTIC_CARD_PRICE) })}
            aria-label={checkoutText.t('checkout.plasticCardLabel', {
              sector,
              row,
              name,
              price: formatPrice(PLASTIC_CARD_PRICE),
            })}
          />
          <p className="small text-body-secondary mb-0">{t.plasticCardHint}</p>
        </>
      )}
    </>
  );
}

/** The held seats: match, date, seat, ticket type (Dospelý / Dieťa) and price, each removable. */
export function CheckoutItems({
  items,
  busy,
  onTicketType,
  onPlasticCard,
  onRemove,
  holderFields,
  fixed = false,
}: CheckoutItemsProps) {
  const hasMatchTickets = items.some((item) => item.setupType === 'EVENT');
  return (
    <>
      <ListGroup variant="flush" as="ul" className="mb-2">
        {items.map((item) => {
          const { sector, row, name } = item.seat;
          return (
            <ListGroup.Item as="li" key={item.id} className="px-0 py-3" data-testid="checkout-item">
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <div>
                  <div className="fw-semibold">{item.title}</div>
                  <div className="small text-body-secondary">
                    <time dateTime={item.startsAt}>{formatDateTime(item.startsAt)}</time>
                  </div>
                  <div>{checkoutText.t('checkout.seat', { sector, row, name })}</div>
                </div>
                <div className="fw-semibold text-nowrap" data-testid="checkout-item-price">
                  {formatPrice(item.price)}
                </div>
              </div>
              <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
                {item.setupType === 'EVENT' ? (
                  <Form.Select
                    size="sm"
                    className="w-auto"
                    aria-label={checkoutText.t('checkout.ticketTypeLabel', { sector, row, name })}
                    value={item.ticketType}
                    disabled={busy}
                    onChange={(event) => onTicketType(item, event.target.value as TicketType)}
                  >
                    {ticketTypes().map((type) => (
                      <option key={type.value} value={type.value}>
                        {type.label}
                      </option>
                    ))}
                  </Form.Select>
                ) : (
                  <span className="small fw-semibold">{sk.priceTypes[item.ticketType]}</span>
                )}
                {fixed ? null : (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger ms-auto"
                    disabled={busy}
                    aria-label={checkoutText.t('checkout.removeLabel', { sector, row, name })}
                    onClick={() => onRemove(item)}
                  >
                    {t.remove}
                  </button>
                )}
              </div>
              {item.setupType === 'SEASON' ? (
                <SeasonLineExtras item={item} busy={busy} fixed={fixed} onPlasticCard={onPlasticCard} />
              ) : (
                holderFields?.(item)
              )}
            </ListGroup.Item>
          );
        })}
      </ListGroup>
      {hasMatchTickets ? (
        <>
          <p className="small text-body-secondary mb-1">{t.childRule}</p>
          {holderFields ? <p className="small text-body-secondary mb-0">{t.holderNote}</p> : null}
        </>
      ) : null}
    </>
  );
}
