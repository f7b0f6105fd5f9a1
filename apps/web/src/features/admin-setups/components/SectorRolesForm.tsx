import type { SectorRoles } from '@hokej/contract';
import type { Role } from '@hokej/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { skAdminSeats } from '../../../shared/i18n/skAdminSeats.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useSetSectorRolesMutation } from '../api/seatEditorEndpoints.ts';
import { withSectorRoles } from '../model/seatEditor.ts';

const t = skAdminSeats.roles;
const ROLES: readonly Role[] = ['USER', 'B2B', 'CASHIER', 'ADMIN'];

interface Props {
  setupId: string;
  sector: string;
  rules: SectorRoles;
}

/** Which roles may buy in one sector; none ticked = open to everybody. Saves the setup's whole rule set. */
export function SectorRolesForm({ setupId, sector, rules }: Props) {
  const dispatch = useShopDispatch();
  const idBase = useId();
  const [roles, setRoles] = useState<Role[]>(rules.sectors[sector] ?? []);
  const [save, saving] = useSetSectorRolesMutation();
  const toggle = (role: Role) =>
    setRoles((now) => (now.includes(role) ? now.filter((r) => r !== role) : [...now, role]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ id: setupId, body: withSectorRoles(rules, sector, roles) });
    if ('data' in result) dispatch(toastShown('success', t.saved));
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset>
        <legend className="h6">{t.title}</legend>
        <p className="small text-body-secondary" id={`${idBase}-hint`}>
          {t.hint}
        </p>
        {ROLES.map((role) => (
          <Form.Check
            key={role}
            id={`${idBase}-${role}`}
            type="checkbox"
            label={t.names[role]}
            checked={roles.includes(role)}
            onChange={() => toggle(role)}
            aria-describedby={`${idBase}-hint`}
          />
        ))}
      </fieldset>
      {saving.error ? (
        <Alert variant="danger" className="mt-2 mb-0">
          {toApiError(saving.error).message}
        </Alert>
      ) : null}
      <Button type="submit" variant="outline-primary" className="mt-2" disabled={saving.isLoading}>
        {saving.isLoading ? skAdminSeats.saving : t.save}
      </Button>
    </form>
  );
}
