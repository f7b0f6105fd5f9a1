import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { releaseObjectUrlLater, saveObjectUrl } from '../../../shared/download/objectUrl.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { type OrderDocument, useOrderDocumentMutation } from '../api/orderEndpoints.ts';

/** What a button for one of an order's PDFs needs: the order, its number for the file name, a size. */
export type OrderPdfButtonProps = { orderId: string; orderNumber: string; size?: 'sm' | 'lg' };

/**
 * Opens (for printing) or saves one document of an order (a PDF). It needs
 * the bearer token, so it is fetched and handed over as a blob; a failure is a toast that starts with
 * `failedLead`.
 */
export function useOrderDocument(
  orderId: string,
  document: OrderDocument,
  fileName: string,
  failedLead: string,
) {
  const dispatch = useDispatch();
  const [fetchDocument, { isLoading }] = useOrderDocumentMutation();

  const load = async () => {
    const result = await fetchDocument({ orderId, document });
    if (result.error) {
      dispatch(toastShown('danger', describeFailure(failedLead, toApiError(result.error))));
      return null;
    }
    releaseObjectUrlLater(result.data);
    return result.data;
  };

  const open = async () => {
    // Opened within the click, or a pop-up blocker would stop it; it gets the document once it is here.
    const tab = window.open('', '_blank');
    const url = await load();
    if (!url) {
      tab?.close();
      return;
    }
    if (tab) tab.location.href = url;
    else saveObjectUrl(url, fileName);
  };

  const download = async () => {
    const url = await load();
    if (url) saveObjectUrl(url, fileName);
  };

  return { open, download, isLoading };
}
