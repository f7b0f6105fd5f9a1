import Col from 'react-bootstrap/Col';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { accountText } from '../i18n/skAccount.ts';
import { TextField } from './TextField.tsx';

type Field = { label: string; registration: UseFormRegisterReturn; error?: string };

type Props = {
  /** The password input's id; the retyped one's is `${id}-retype`. */
  id: string;
  password: Field;
  retype: Field;
  /** Side by side, as two columns of the caller's Bootstrap row (registration). */
  inColumns?: boolean;
};

/** A new password with its rules as the hint, and the same password again (registration, reset, change). */
export function NewPasswordFields({ id, password, retype, inColumns = false }: Props) {
  const fields = [
    <TextField
      key="password"
      id={id}
      label={password.label}
      type="password"
      autoComplete="new-password"
      hint={accountText.view.register.passwordHint}
      error={password.error}
      registration={password.registration}
    />,
    <TextField
      key="retype"
      id={`${id}-retype`}
      label={retype.label}
      type="password"
      autoComplete="new-password"
      error={retype.error}
      registration={retype.registration}
    />,
  ];
  if (!inColumns) return fields;
  return fields.map((field) => (
    <Col md={6} key={field.key}>
      {field}
    </Col>
  ));
}
