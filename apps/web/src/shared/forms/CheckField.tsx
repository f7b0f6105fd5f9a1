import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  id: string;
  /** The label may hold a link (the terms). */
  label: ReactNode;
  className?: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

/** A labelled checkbox (a consent, an option) with its Slovak error read out with it. */
export function CheckField({ id, label, className = 'mb-3', error, registration }: Props) {
  const errorId = `${id}-error`;
  return (
    <Form.Group className={className}>
      <Form.Check id={id} type="checkbox">
        <Form.Check.Input
          type="checkbox"
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        <Form.Check.Label>{label}</Form.Check.Label>
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      </Form.Check>
    </Form.Group>
  );
}
