import { type MySeasonTicket, SeasonHolderFields } from '@hokej/contract';
import { countryOptions, type ShopLanguage } from '@hokej/contract/constants';
import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { FormFailure } from '../../../shared/forms/FormFailure.tsx';
import { SelectField } from '../../../shared/forms/SelectField.tsx';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { showOnFields } from '../../../shared/forms/serverErrors.ts';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { shopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { seasonTicketText } from '../../../shared/i18n/skSeasonTickets.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useRegisterHolderMutation } from '../api/seasonTicketEndpoints.ts';
import {
  ageMessage,
  type HolderValues,
  holderResolver,
  holderValues,
  photoProblem,
} from '../model/holderForm.ts';

const t = seasonTicketText.view.form;
const countriesOf = (language: ShopLanguage) =>
  countryOptions(language).map(({ code, name }) => ({ value: code, label: name }));

/** A chosen file shown before it is sent; its object URL is let go when the file changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The holder of one season ticket: name, contact, date of birth (KIDS and STUDENT ages checked here with
 * the server's rule), address with the country list, and the photo with a preview. A registered holder's
 * data are filled in; a change may keep the stored photo.
 */
export function HolderForm({ ticket, onDone }: { ticket: MySeasonTicket; onDone: () => void }) {
  const dispatch = useDispatch();
  const id = useId();
  const [registerHolder, { isLoading }] = useRegisterHolderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  // A file the browser cannot draw (a damaged JPG, a PDF renamed .png) is refused, never shown broken.
  const [unreadable, setUnreadable] = useState(false);
  const preview = usePreview(photo && !photoProblem(photo, false) ? photo : null);
  const resolver = useMemo(() => holderResolver(ticket), [ticket]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<HolderValues>({ resolver, defaultValues: holderValues(ticket) });
  const language = shopLanguage();
  const countries = useMemo(() => countriesOf(language), [language]);
  const changing = ticket.holder !== null;

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPhoto(file);
    setUnreadable(false);
    setPhotoError(photoProblem(file, false));
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const problem = unreadable ? t.photoUnreadable : photoProblem(photo, !changing);
    setPhotoError(problem);
    if (problem) return;
    const result = await registerHolder({
      id: ticket.id,
      fields: { ...values, seasonTicketType: ticket.category },
      photo,
    });
    if (result.data) {
      dispatch(toastShown('success', t.saved));
      onDone();
      return;
    }
    const error = toApiError(result.error);
    if (error.code === 'SEASON_HOLDER_AGE_INVALID') {
      // The server's reason is Slovak; the same rule worded here is in the fan's language.
      const message = ageMessage(ticket, values.dateOfBirth) ?? error.message;
      setError('dateOfBirth', { type: 'server', message }, { shouldFocus: true });
      return;
    }
    if (
      error.code === 'SEASON_PHOTO_INVALID' ||
      error.code === 'SEASON_PHOTO_TOO_LARGE' ||
      error.code === 'SEASON_PHOTO_MISSING'
    ) {
      setPhotoError(error.message);
      return;
    }
    const onFields = showOnFields(error, { schema: SeasonHolderFields, setError });
    if (!onFields) setFailure(describeFailure(t.failed, error));
  });

  const field = (name: keyof HolderValues) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
    registration: register(name),
  });
  const photoId = `${id}-photo`;
  const ageRule =
    ticket.category === 'KIDS' || ticket.category === 'STUDENT' ? t.ageRule[ticket.category] : undefined;

  return (
    <Form noValidate onSubmit={submit} aria-label={t.title} className="holder-form">
      <FormFailure message={failure} />
      <Row>
        <Col sm={6}>
          <TextField label={t.firstName} autoComplete="given-name" {...field('firstName')} />
        </Col>
        <Col sm={6}>
          <TextField label={t.lastName} autoComplete="family-name" {...field('lastName')} />
        </Col>
        <Col sm={6}>
          <TextField
            label={t.dateOfBirth}
            type="date"
            autoComplete="bday"
            hint={ageRule}
            {...field('dateOfBirth')}
          />
        </Col>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId={`${id}-category`}>
            <Form.Label>{t.category}</Form.Label>
            <Form.Control plaintext readOnly value={sk.priceTypes[ticket.category]} className="fw-semibold" />
          </Form.Group>
        </Col>
        <Col sm={6}>
          <TextField
            label={t.phoneNumber}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={t.phoneHint}
            {...field('phoneNumber')}
          />
        </Col>
        <Col sm={6}>
          <TextField label={t.email} type="email" autoComplete="email" {...field('email')} />
        </Col>
        <Col sm={12}>
          <TextField label={t.address} autoComplete="street-address" {...field('address')} />
        </Col>
        <Col sm={5}>
          <TextField label={t.city} autoComplete="address-level2" {...field('city')} />
        </Col>
        <Col sm={3}>
          <TextField label={t.zip} autoComplete="postal-code" hint={t.zipHint} {...field('zip')} />
        </Col>
        <Col sm={4}>
          <SelectField label={t.country} autoComplete="country" options={countries} {...field('country')} />
        </Col>
      </Row>
      <Form.Group className="mb-3" controlId={photoId}>
        <Form.Label>{t.photo}</Form.Label>
        <Form.Control
          type="file"
          accept="image/jpeg,image/png"
          onChange={choosePhoto}
          isInvalid={Boolean(photoError)}
          aria-invalid={photoError ? true : undefined}
          aria-describedby={`${photoId}-hint${photoError ? ` ${photoId}-error` : ''}`}
        />
        <Form.Control.Feedback type="invalid" id={`${photoId}-error`}>
          {photoError}
        </Form.Control.Feedback>
        <Form.Text id={`${photoId}-hint`} className="d-block">
          {t.photoHint} {changing ? t.photoKeep : null}
        </Form.Text>
      </Form.Group>
      {preview && !photoError ? (
        <img
          src={preview}
          alt={t.preview}
          className="holder-photo holder-photo-preview mb-3"
          onError={() => {
            setUnreadable(true);
            setPhotoError(t.photoUnreadable);
          }}
        />
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton label={changing ? t.submitChange : t.submit} busyLabel={t.busy} busy={isLoading} />
        <ShopButton variant="secondary" onClick={onDone} disabled={isLoading}>
          {seasonTicketText.view.cancel}
        </ShopButton>
      </div>
    </Form>
  );
}
