import { EmailBody } from '@hokej/contract';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { schemaResolver } from '../../../shared/forms/schemaValidation.ts';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { sk } from '../../../shared/i18n/sk.ts';

type EmailValues = { email: string };

// Read when the form is checked, in the language shown then (this module may load before a switch).
const resolver = schemaResolver<EmailValues>(EmailBody, { email: { required: () => sk.login.fillEmail } });

type Props = {
  id: string;
  submitLabel: string;
  /** Accessible name of the form. */
  label: string;
  defaultEmail?: string;
  busy: boolean;
  /** Puts the caret in the e-mail field when the form appears (after the user switched to it). */
  focusOnMount?: boolean;
  onSubmit: (email: string) => unknown;
};

/** One e-mail field and a button: ask for a reset link or a new verification e-mail. */
export function EmailRequestForm({
  id,
  submitLabel,
  label,
  defaultEmail = '',
  busy,
  focusOnMount,
  onSubmit,
}: Props) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<EmailValues>({ resolver, defaultValues: { email: defaultEmail } });

  useEffect(() => {
    if (focusOnMount) setFocus('email');
  }, [focusOnMount, setFocus]);

  return (
    <Form noValidate onSubmit={handleSubmit(({ email }) => onSubmit(email))} aria-label={label}>
      <TextField
        id={id}
        label={sk.login.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={register('email')}
      />
      <SubmitButton label={submitLabel} busyLabel={sk.common.sending} busy={busy} className="w-100" />
    </Form>
  );
}
