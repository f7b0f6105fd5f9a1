import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../api/apiError.ts';
import { releaseObjectUrlLater, saveObjectUrl } from '../download/objectUrl.ts';
import { orderFiles, orderText } from '../i18n/skOrders.ts';
import { toastShown } from '../toast/toastSlice.ts';
import { ShopButton } from '../ui/buttons.tsx';
import {
  useApplePassMutation,
  useGoogleWalletLinkMutation,
  useWalletAvailabilityQuery,
} from './walletApi.ts';

const t = orderText.view.orders;

/**
 * "Apple Wallet" and "Google Wallet" for one ticket, each where the club offers it: the pass is saved as a
 * file, the Google link opens in a new tab. The same buttons for a ticket of the fan's order and for one a
 * friend passed on to them (`base`, walletApi.ts).
 */
export function WalletButtons({
  base,
  serial,
  season = false,
}: {
  base: string;
  serial: string;
  season?: boolean;
}) {
  const dispatch = useDispatch();
  const { data: wallets } = useWalletAvailabilityQuery();
  const [fetchPass, { isLoading: passing }] = useApplePassMutation();
  const [googleLink, { isLoading: linking }] = useGoogleWalletLinkMutation();
  const failed = (error: Parameters<typeof toApiError>[0]) =>
    dispatch(toastShown('danger', describeFailure(t.walletFailed, toApiError(error))));

  const saveToApple = async () => {
    const result = await fetchPass(base);
    if (!result.data) {
      failed(result.error);
      return;
    }
    releaseObjectUrlLater(result.data);
    saveObjectUrl(result.data, orderFiles.pass(serial));
  };

  const saveToGoogle = async () => {
    // Opened within the click, or a pop-up blocker would stop it; it goes to Google once the link is here.
    const tab = window.open('', '_blank');
    const result = await googleLink(base);
    if (result.data) {
      if (tab) tab.location.href = result.data.url;
      else window.location.assign(result.data.url);
      return;
    }
    tab?.close();
    failed(result.error);
  };

  return (
    <>
      {wallets?.apple ? (
        <ShopButton
          variant="dark"
          size="sm"
          aria-label={orderText.t(season ? 'orders.appleWalletSeasonLabel' : 'orders.appleWalletLabel', {
            serial,
          })}
          disabled={passing}
          onClick={() => void saveToApple()}
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
    </>
  );
}
