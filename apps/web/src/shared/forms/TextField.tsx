import type { HTMLAttributes, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  id: string;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** A lasting hint below the input (format, rules), read out with the input. */
  hint?: ReactNode;
  /** Shown after the label, e.g. a verification badge. */
  labelAddon?: ReactNode;
  className?: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

/** A labelled input with its hint and its Slovak error below it, both read out with the input. */
export function TextField({
  id,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  hint,
  labelAddon,
  className = 'mb-3',
  error,
  registration,
}: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>
        {label}
        {labelAddon}
      </Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      <Form.Control.Feedback type="invalid" id={errorId}>
        {error}
      </Form.Control.Feedback>
      {hint ? (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}
