import Button from 'react-bootstrap/Button';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { releaseObjectUrlLater, saveObjectUrl } from '../../../shared/download/objectUrl.ts';
import { skAdminSales } from '../../../shared/i18n/skAdminSales.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { type SalesExport, useSalesCsvMutation } from '../api/salesEndpoints.ts';

const t = skAdminSales.exports;
/** Download buttons for the orders and tickets of a match or season as CSV (fetched with the bearer token). */
export function SalesCsvButtons({ setupId }: { setupId: string }) {
  const dispatch = useDispatch();
  const [fetchCsv, { isLoading, originalArgs }] = useSalesCsvMutation();
  const download = async (file: SalesExport) => {
    const result = await fetchCsv({ id: setupId, file });
    if (result.error) {
      dispatch(toastShown('danger', describeFailure(t.failed, toApiError(result.error))));
      return;
    }
    saveObjectUrl(
      result.data,
      `${file === 'orders' ? 'objednavky' : 'vstupenky'}-${setupId.slice(0, 8)}.csv`,
    );
    releaseObjectUrlLater(result.data);
  };
  const busy = (file: SalesExport) => isLoading && originalArgs?.file === file;
  return (
    <div className="d-flex flex-wrap gap-2">
      {(['orders', 'tickets'] as const).map((file) => (
        <Button key={file} variant="outline-primary" disabled={busy(file)} onClick={() => download(file)}>
          {t[file]}
        </Button>
      ))}
    </div>
  );
}
