import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';
import { useImportBankStatementMutation } from '../api/bankEndpoints.ts';
import { BankPaymentsTable } from '../components/BankPaymentsTable.tsx';

const t = skAdmin.bank;

/** ADMIN uploads the day's camt.053 statement; the API settles exact bank transfers and lists every payment. */
export function BankImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [importStatement, { data, error, isLoading, reset }] = useImportBankStatementMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMissingFile(!file);
    if (!file) return;
    await importStatement(await file.text());
  };

  return (
    <>
      <BackOfficeHeader title={t.title} />
      <p>{t.intro}</p>
      <Form onSubmit={submit} noValidate className="mb-4" style={{ maxWidth: '36rem' }}>
        <Form.Group controlId="bank-statement" className="mb-3">
          <Form.Label>{t.file}</Form.Label>
          <Form.Control
            type="file"
            accept=".xml,application/xml,text/xml"
            isInvalid={missingFile}
            onChange={(event) => {
              setFile((event.target as HTMLInputElement).files?.[0] ?? null);
              setMissingFile(false);
              reset();
            }}
          />
          <Form.Control.Feedback type="invalid">{t.chooseFile}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t.importing : t.submit}
        </Button>
      </Form>
      <div aria-live="polite">
        {error ? <Alert variant="danger">{toApiError(error).message}</Alert> : null}
        {data ? (
          <>
            <Alert variant="success">{t.summary(data.imported, data.skipped)}</Alert>
            {data.payments.length === 0 ? <p>{data.skipped > 0 ? t.allSkipped : t.noPayments}</p> : null}
          </>
        ) : null}
      </div>
      {data && data.payments.length > 0 ? <BankPaymentsTable payments={data.payments} /> : null}
    </>
  );
}
