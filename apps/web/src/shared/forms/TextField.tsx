import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  id: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

/** A labelled input with its Slovak error below it, announced to screen readers. */
export function TextField({ id, label, type = 'text', autoComplete, error, registration }: Props) {
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      <Form.Control.Feedback type="invalid" id={errorId}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
