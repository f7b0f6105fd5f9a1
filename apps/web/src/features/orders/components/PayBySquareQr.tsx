import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { sk } from '../../../shared/i18n/sk.ts';
import { paymentText } from '../../../shared/i18n/skPayment.ts';

const SIZE = 200;

/** The PAY by square QR code; the QR library loads only when a bank transfer is shown. */
export function PayBySquareQr({ value, alt }: { value: string; alt: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setSvg(null);
    setFailed(false);
    import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }))
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value]);

  if (failed) return <p className="small text-danger mb-0">{paymentText.view.bankTransfer.qrFailed}</p>;
  if (!svg) {
    return (
      <div className="d-grid place-items-center pay-by-square" style={{ width: SIZE, height: SIZE }}>
        <Spinner animation="border" role="status" size="sm">
          <span className="visually-hidden">{sk.common.loading}</span>
        </Spinner>
      </div>
    );
  }
  return (
    <img
      className="pay-by-square"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      width={SIZE}
      height={SIZE}
      data-testid="pay-by-square"
    />
  );
}
