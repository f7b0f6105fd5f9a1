import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  id: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  autoComplete?: string;
  className?: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

/** A labelled select with its Slovak error read out with it. */
export function SelectField({
  id,
  label,
  options,
  autoComplete,
  className = 'mb-3',
  error,
  registration,
}: Props) {
  const errorId = `${id}-error`;
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        autoComplete={autoComplete}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={errorId}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
