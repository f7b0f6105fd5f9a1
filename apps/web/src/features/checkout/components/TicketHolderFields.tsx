import type { CartItem } from '@hokej/contract';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';
import type { CheckoutValues } from '../model/checkoutForm.ts';

const t = checkoutText.view.checkout;

interface TicketHolderFieldsProps {
  item: CartItem;
  /** The box "somebody else will use this ticket" is ticked: the contact fields show. */
  other: boolean;
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
}

/** A match ticket's contact when somebody else than the buyer will use it (kept 2 weeks after the match). */
export function TicketHolderFields({ item, other, register, errors }: TicketHolderFieldsProps) {
  const { sector, row, name } = item.seat;
  const id = `holder-${item.id}`;
  const e = errors.holders?.[item.id];
  return (
    <div className="mt-2">
      <Form.Check
        type="checkbox"
        id={`${id}-other`}
        className="small"
        label={t.holderOther}
        aria-label={checkoutText.t('checkout.holderOtherLabel', { sector, row, name })}
        {...register(`holders.${item.id}.other`)}
      />
      {other ? (
        <fieldset className="border rounded p-2 pb-0 mt-2">
          <legend className="small fw-semibold float-none w-auto px-1 mb-1">
            {checkoutText.t('checkout.holderLegend', { sector, row, name })}
          </legend>
          <Row className="g-2">
            <Col sm={6}>
              <TextField
                id={`${id}-first-name`}
                label={t.firstName}
                autoComplete="off"
                className="mb-2"
                error={e?.firstName?.message}
                registration={register(`holders.${item.id}.firstName`)}
              />
            </Col>
            <Col sm={6}>
              <TextField
                id={`${id}-last-name`}
                label={t.lastName}
                autoComplete="off"
                className="mb-2"
                error={e?.lastName?.message}
                registration={register(`holders.${item.id}.lastName`)}
              />
            </Col>
            <Col sm={12}>
              <TextField
                id={`${id}-phone`}
                label={t.phone}
                type="tel"
                autoComplete="off"
                className="mb-2"
                hint={t.phoneHint}
                error={e?.phoneNumber?.message}
                registration={register(`holders.${item.id}.phoneNumber`)}
              />
            </Col>
          </Row>
        </fieldset>
      ) : null}
    </div>
  );
}
