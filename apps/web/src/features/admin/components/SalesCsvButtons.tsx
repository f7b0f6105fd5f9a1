import Button from 'react-bootstrap/Button';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { skAdminSales } from '../../../shared/i18n/skAdminSales.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { type SalesExport, useSalesCsvMutation } from '../api/salesEndpoints.ts';

const t = skAdminSales.exports;
/** Long enough for the browser to start the download. */
const KEEP_URL_MS = 60_000;

function save(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

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
    save(result.data, `${file === 'orders' ? 'objednavky' : 'vstupenky'}-${setupId.slice(0, 8)}.csv`);
    window.setTimeout(() => URL.revokeObjectURL(result.data), KEEP_URL_MS);
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
