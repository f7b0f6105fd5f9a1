import type { OrderItem } from '@hokej/contract';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { orderFiles, orderText } from '../../../shared/i18n/skOrders.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import {
  matchCalendar,
  useGoogleWalletLinkMutation,
  useWalletAvailabilityQuery,
  walletPass,
} from '../api/orderEndpoints.ts';
import { useOrderDocument } from '../hooks/useOrderDocument.ts';

const t = orderText.view.orders;

/**
 * After a paid ticket (issue 22): the match into the fan's calendar (a public .ics; a season's matches
 * come with the feed in My account), and the ticket into the phone's wallet where the club offers it.
 */
export function TicketExtras({
  orderId,
  item,
  serial,
  calendar = true,
}: {
  orderId: string;
  item: OrderItem;
  serial: string;
  calendar?: boolean;
}) {
  const dispatch = useDispatch();
  const { data: wallets } = useWalletAvailabilityQuery();
  const season = item.setupType === 'SEASON';
  const pass = useOrderDocument(orderId, walletPass(serial), orderFiles.pass(serial), t.walletFailed);
  const [googleLink, { isLoading: linking }] = useGoogleWalletLinkMutation();

  const saveToGoogle = async () => {
    // Opened within the click, or a pop-up blocker would stop it; it goes to Google once the link is here.
    const tab = window.open('', '_blank');
    const result = await googleLink({ orderId, serial });
    if (result.data) {
      if (tab) tab.location.href = result.data.url;
      else window.location.assign(result.data.url);
      return;
    }
    tab?.close();
    dispatch(toastShown('danger', describeFailure(t.walletFailed, toApiError(result.error))));
  };

  return (
    <div className="d-flex flex-wrap justify-content-end gap-2">
      {season || !calendar ? null : (
        <a
          className="btn btn-outline-secondary btn-sm"
          href={matchCalendar(item.setupUuid)}
          download={orderFiles.matchCalendar()}
          aria-label={orderText.t('orders.addToCalendarLabel', { title: item.title })}
        >
          {t.addToCalendar}
        </a>
      )}
      {wallets?.apple ? (
        <ShopButton
          variant="dark"
          size="sm"
          aria-label={orderText.t(season ? 'orders.appleWalletSeasonLabel' : 'orders.appleWalletLabel', {
            serial,
          })}
          disabled={pass.isLoading}
          onClick={() => void pass.download()}
        >
          {t.appleWallet}
        </ShopButton>
      ) : null}
      {wallets?.google ? (
        <ShopButton
          variant="dark"
          size="sm"
          aria-label={orderText.t(season ? 'orders.googleWalletSeasonLabel' : 'orders.googleWalletLabel', {
            serial,
          })}
          disabled={linking}
          onClick={() => void saveToGoogle()}
        >
          {t.googleWallet}
        </ShopButton>
      ) : null}
    </div>
  );
}
