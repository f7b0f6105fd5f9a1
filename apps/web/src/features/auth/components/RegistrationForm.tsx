import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { CheckField } from '../../../shared/forms/CheckField.tsx';
import { FormFailure } from '../../../shared/forms/FormFailure.tsx';
import { NewPasswordFields } from '../../../shared/forms/NewPasswordFields.tsx';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { showOnFields } from '../../../shared/forms/serverErrors.ts';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { articleHashes, paths } from '../../../shared/routes/paths.ts';
import { NewWindowLink } from '../../../shared/ui/NewWindowLink.tsx';
import { useRegisterMutation } from '../api/accountAccessEndpoints.ts';
import {
  emptyRegistration,
  type RegistrationValues,
  registrationBody,
  registrationOverrides,
  registrationResolver,
  registrationSchema,
} from '../model/registrationForm.ts';

/** The registration form of spec sections 3 and 5; `onRegistered` gets the address the e-mail went to. */
export function RegistrationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [registerUser, { isLoading }] = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationValues>({ resolver: registrationResolver, defaultValues: emptyRegistration });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await registerUser(registrationBody(values));
    if (result.data) {
      onRegistered(result.data.email);
      return;
    }
    const error = toApiError(result.error);
    const onFields = showOnFields(error, {
      schema: registrationSchema,
      overrides: registrationOverrides,
      codeFields: {
        USER_EMAIL_EXISTS: 'email',
        USER_TERMS_NOT_AGREED: 'termsAgreed',
        USER_PASSWORD_INVALID: 'password',
        USER_PHONE_INVALID: 'phoneNumber',
        USER_NO_UNIQUE_PHONE: 'phoneNumber',
        USER_NEW_PASSWORDS_NOT_MATCH: 'passwordRetype',
      },
      setError,
    });
    if (!onFields) setFailure(describeFailure(accountText.view.register.failed, error));
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={accountText.view.register.title}>
      <FormFailure message={failure} />
      <Row>
        <Col md={6}>
          <TextField
            id="register-first-name"
            label={accountText.view.register.firstName}
            autoComplete="given-name"
            error={errors.firstName?.message}
            registration={register('firstName')}
          />
        </Col>
        <Col md={6}>
          <TextField
            id="register-last-name"
            label={accountText.view.register.lastName}
            autoComplete="family-name"
            error={errors.lastName?.message}
            registration={register('lastName')}
          />
        </Col>
        <Col md={6}>
          <TextField
            id="register-email"
            label={accountText.view.register.email}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            registration={register('email')}
          />
        </Col>
        <Col md={6}>
          <TextField
            id="register-phone"
            label={accountText.view.register.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={accountText.view.register.phoneHint}
            error={errors.phoneNumber?.message}
            registration={register('phoneNumber')}
          />
        </Col>
        <NewPasswordFields
          id="register-password"
          password={{
            label: accountText.view.register.password,
            registration: register('password'),
            error: errors.password?.message,
          }}
          retype={{
            label: accountText.view.register.passwordRetype,
            registration: register('passwordRetype'),
            error: errors.passwordRetype?.message,
          }}
          inColumns
        />
      </Row>
      <CheckField
        id="register-newsletter"
        label={accountText.view.register.newsletter}
        className="mb-2"
        registration={register('newsletter')}
      />
      <CheckField
        id="register-terms"
        label={
          <>
            {accountText.view.register.termsBefore}
            <NewWindowLink href={paths.article(articleHashes.terms)}>
              {accountText.view.register.termsLink}
            </NewWindowLink>
            {accountText.view.register.termsAfter}
          </>
        }
        error={errors.termsAgreed?.message}
        registration={register('termsAgreed')}
      />
      <p className="small text-body-secondary">
        {accountText.view.register.privacyBefore}
        <NewWindowLink href={paths.article(articleHashes.privacy)}>
          {accountText.view.register.privacyLink}
        </NewWindowLink>
        .
      </p>
      <SubmitButton
        label={accountText.view.register.submit}
        busyLabel={accountText.view.register.submitting}
        busy={isLoading}
        size="lg"
        className="w-100"
      />
    </Form>
  );
}
