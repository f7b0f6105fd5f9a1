import type { PaymentTypeRoles } from '@hokej/contract';
import { PAYMENT_TYPES, type Role } from '@hokej/contract/constants';
import { type FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { toApiError } from '../../../shared/api/apiError.ts';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { sk } from '../../../shared/i18n/sk.ts';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';
import { usePaymentTypeRolesQuery, useSavePaymentTypeRolesMutation } from '../api/paymentTypeEndpoints.ts';

const t = skAdmin.paymentTypes;
/** The buyers' roles first: they are what the club restricts; staff roles are there for staff buying. */
const ROLES: readonly Role[] = ['USER', 'B2B', 'CASHIER', 'ADMIN'];

const toggled = (rules: PaymentTypeRoles, type: keyof PaymentTypeRoles, role: Role): PaymentTypeRoles => ({
  ...rules,
  [type]: rules[type].includes(role) ? rules[type].filter((r) => r !== role) : [...rules[type], role],
});

/** ADMIN decides which roles may pay by card, transfer or installments (none ticked: everybody). */
export function PaymentTypesPage() {
  const saved = usePaymentTypeRolesQuery();
  const [save, saving] = useSavePaymentTypeRolesMutation();
  const [rules, setRules] = useState<PaymentTypeRoles | null>(null);
  useEffect(() => {
    if (saved.data) setRules(saved.data);
  }, [saved.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rules) await save(rules);
  };

  return (
    <>
      <BackOfficeHeader title={t.title} />
      <p style={{ maxWidth: '48rem' }}>{t.intro}</p>
      {saved.isLoading ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{sk.common.loading}</span>
        </Spinner>
      ) : null}
      {saved.isError ? <Alert variant="danger">{t.loadFailed}</Alert> : null}
      {rules ? (
        <Form onSubmit={submit} noValidate>
          <Table responsive className="align-middle">
            <caption className="caption-top">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.type}</th>
                {ROLES.map((role) => (
                  <th scope="col" key={role} className="text-center">
                    {t.roles[role]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PAYMENT_TYPES.map((type) => (
                <tr key={type}>
                  <th scope="row">
                    {t.types[type]}
                    {rules[type].length === 0 ? (
                      <span className="badge text-bg-success ms-2">{t.everybody}</span>
                    ) : null}
                  </th>
                  {ROLES.map((role) => (
                    <td key={role} className="text-center">
                      <Form.Check
                        className="d-inline-block"
                        id={`pay-${type}-${role}`}
                        aria-label={t.allowedFor(t.types[type], t.roles[role])}
                        checked={rules[type].includes(role)}
                        onChange={() => {
                          saving.reset();
                          setRules(toggled(rules, type, role));
                        }}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
          <Button type="submit" disabled={saving.isLoading}>
            {saving.isLoading ? t.saving : t.save}
          </Button>
        </Form>
      ) : null}
      <div aria-live="polite" className="mt-3">
        {saving.isSuccess ? <Alert variant="success">{t.saved}</Alert> : null}
        {saving.error ? <Alert variant="danger">{toApiError(saving.error).message}</Alert> : null}
      </div>
    </>
  );
}
