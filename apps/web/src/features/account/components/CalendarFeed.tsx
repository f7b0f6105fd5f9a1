import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useDispatch } from 'react-redux';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useCalendarFeedQuery, useRenewCalendarFeedMutation } from '../api/myAccountEndpoints.ts';

const t = accountText.view.calendar;

/** A calendar app subscribes to webcal: addresses; the feed itself is plain https. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * The fan's personal calendar feed (issue 22): its secret address to copy or subscribe to, and a new
 * address when the old one leaked.
 */
export function CalendarFeed() {
  const dispatch = useDispatch();
  const { data, isError } = useCalendarFeedQuery();
  const [renew, { isLoading: renewing }] = useRenewCalendarFeedMutation();
  const inputId = useId();
  const hintId = useId();

  const copy = async (url: string) => {
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    dispatch(copied ? toastShown('success', t.copied) : toastShown('warning', t.copyFailed));
  };
  const renewAddress = async () => {
    const result = await renew();
    dispatch(result.data ? toastShown('success', t.renewed) : toastShown('danger', t.renewFailed));
  };

  if (isError) return <Alert variant="danger">{t.loadFailed}</Alert>;
  return (
    <>
      <p>{t.intro}</p>
      <Form.Label htmlFor={inputId}>{t.address}</Form.Label>
      <InputGroup className="mb-2">
        <Form.Control
          id={inputId}
          readOnly
          value={data?.url ?? ''}
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <ShopButton variant="secondary" disabled={!data} onClick={() => data && copy(data.url)}>
          {t.copy}
        </ShopButton>
      </InputGroup>
      <Form.Text id={hintId} className="d-block mb-3">
        {t.secret}
      </Form.Text>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        {data ? (
          <a className="btn btn-primary" href={webcal(data.url)}>
            {t.subscribe}
          </a>
        ) : null}
        <ShopButton variant="secondary" disabled={!data || renewing} onClick={renewAddress}>
          {t.renew}
        </ShopButton>
      </div>
      <Form.Text className="d-block mt-2">{t.renewHint}</Form.Text>
    </>
  );
}
