import type { AdminArticle } from '@hokej/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { toApiError } from '../../../shared/api/apiError.ts';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { Markdown } from '../../../shared/ui/Markdown.tsx';
import { useCreateArticleMutation, useUpdateArticleMutation } from '../api/articleAdminEndpoints.ts';
import {
  type ArticleFormErrors,
  type ArticleFormValues,
  articleFormOf,
  emptyArticleForm,
  hashFromTitle,
  toArticleBody,
} from '../model/articleForm.ts';

const t = skAdminContent.articles;

type Props = {
  /** The page edited, or null for a new one. */
  article: AdminArticle | null;
  onSaved: (saved: AdminArticle) => void;
  onDelete: (article: AdminArticle) => void;
};

/** A page's text in Markdown beside its preview (the public page's renderer), its address and menu place. */
export function ArticleEditor({ article, onSaved, onDelete }: Props) {
  const [values, setValues] = useState<ArticleFormValues>(() =>
    article ? articleFormOf(article) : emptyArticleForm(),
  );
  const [errors, setErrors] = useState<ArticleFormErrors>({});
  const [hashTouched, setHashTouched] = useState(Boolean(article));
  const [create, creation] = useCreateArticleMutation();
  const [update, updating] = useUpdateArticleMutation();
  const saving = creation.isLoading || updating.isLoading;
  const failure = creation.error ?? updating.error;

  const change = <K extends keyof ArticleFormValues>(name: K, value: ArticleFormValues[K]) => {
    setValues((v) => {
      const next = { ...v, [name]: value };
      // A new page's address follows its title until the admin types one.
      if (name === 'title' && !hashTouched) next.hash = hashFromTitle(String(value));
      return next;
    });
    setErrors((e) => ({ ...e, [name]: undefined }));
    creation.reset();
    updating.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = toArticleBody(values);
    setErrors(checked.errors);
    if (!checked.body) return;
    const result = article
      ? await update({ uuid: article.uuid, body: checked.body })
      : await create(checked.body);
    if ('data' in result && result.data) onSaved(result.data);
  };

  const text = (
    name: 'title' | 'hash' | 'menuLabel' | 'menuOrder' | 'titleEn' | 'menuLabelEn',
    label: string,
    hint?: string,
    disabled?: boolean,
  ) => (
    <Form.Group controlId={`article-${name}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={values[name]}
        lang={name.endsWith('En') ? 'en' : undefined}
        disabled={disabled}
        isInvalid={Boolean(errors[name])}
        aria-describedby={hint ? `article-${name}-hint` : undefined}
        onChange={(event) => {
          if (name === 'hash') setHashTouched(true);
          change(name, event.target.value);
        }}
      />
      {hint ? (
        <Form.Text id={`article-${name}-hint`} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form onSubmit={submit} noValidate aria-label={article ? t.edit(article.title) : t.create}>
      <div className="row">
        <div className="col-12 col-lg-6">{text('title', t.fields.title)}</div>
        <div className="col-12 col-lg-6">
          {text(
            'hash',
            t.fields.hash,
            article?.locked ? t.fields.hashLocked : t.fields.hashHint,
            article?.locked,
          )}
        </div>
        <div className="col-12 col-md-5">{text('menuLabel', t.fields.menuLabel)}</div>
        <div className="col-6 col-md-3">{text('menuOrder', t.fields.menuOrder)}</div>
        <div className="col-6 col-md-4 d-flex align-items-center">
          <Form.Check
            id="article-in-menu"
            className="mt-md-3"
            label={t.fields.inMenu}
            checked={values.inMenu}
            onChange={(event) => change('inMenu', event.target.checked)}
          />
        </div>
      </div>
      <div className="row g-3 mb-3">
        <Form.Group controlId="article-body" className="col-12 col-lg-6">
          <Form.Label>{t.fields.body}</Form.Label>
          <Form.Control
            as="textarea"
            rows={18}
            className="article-source"
            value={values.body}
            isInvalid={Boolean(errors.body)}
            onChange={(event) => change('body', event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{errors.body}</Form.Control.Feedback>
        </Form.Group>
        <section className="col-12 col-lg-6" aria-labelledby="article-preview-title">
          <h3 id="article-preview-title" className="form-label fs-6 fw-normal mb-2">
            {t.preview}
          </h3>
          {/* A scrolling box: reachable by keyboard to scroll it (axe: scrollable-region-focusable). */}
          <div
            className="article-preview article-page"
            data-testid="article-preview"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keys
            tabIndex={0}
          >
            {values.title.trim() ? <h1 className="h2">{values.title}</h1> : null}
            {values.body.trim() ? (
              <Markdown source={values.body} title={values.title} />
            ) : (
              <p className="text-body-secondary">{t.emptyPreview}</p>
            )}
          </div>
        </section>
      </div>
      <EnglishFields values={values} errors={errors} text={text} change={change} />
      {failure ? <Alert variant="danger">{toApiError(failure).message}</Alert> : null}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <SubmitButton label={t.save} busyLabel={skAdminContent.common.saving} busy={saving} />
        {article ? (
          <Link to={paths.article(article.hash)} className="btn btn-outline-secondary">
            {t.open}
          </Link>
        ) : null}
        {article && !article.locked ? (
          <Button variant="outline-danger" className="ms-auto" onClick={() => onDelete(article)}>
            {t.remove}
          </Button>
        ) : null}
      </div>
      {article?.locked ? <p className="small text-body-secondary mt-2 mb-0">{t.lockedHint}</p> : null}
    </Form>
  );
}

/** The page's optional English version (issue 22): its title, menu label and Markdown, marked English. */
function EnglishFields({
  values,
  errors,
  text,
  change,
}: {
  values: ArticleFormValues;
  errors: ArticleFormErrors;
  text: (name: 'titleEn' | 'menuLabelEn', label: string) => ReactNode;
  change: (name: 'bodyEn', value: string) => void;
}) {
  return (
    <fieldset className="mb-3" aria-describedby="article-english-hint">
      <legend className="fs-6 fw-semibold">{t.english}</legend>
      <p id="article-english-hint" className="small text-body-secondary">
        {t.englishHint}
      </p>
      <div className="row">
        <div className="col-12 col-lg-6">{text('titleEn', t.fields.titleEn)}</div>
        <div className="col-12 col-lg-6">{text('menuLabelEn', t.fields.menuLabelEn)}</div>
      </div>
      <Form.Group controlId="article-bodyEn">
        <Form.Label>{t.fields.bodyEn}</Form.Label>
        <Form.Control
          as="textarea"
          rows={10}
          lang="en"
          className="article-source"
          value={values.bodyEn}
          isInvalid={Boolean(errors.bodyEn)}
          onChange={(event) => change('bodyEn', event.target.value)}
        />
        <Form.Control.Feedback type="invalid">{errors.bodyEn}</Form.Control.Feedback>
      </Form.Group>
    </fieldset>
  );
}
