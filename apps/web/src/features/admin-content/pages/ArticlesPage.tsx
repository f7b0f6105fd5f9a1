import type { AdminArticle } from '@hokej/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { toApiError } from '../../../shared/api/apiError.ts';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { ConfirmDialog } from '../../../shared/backoffice/ConfirmDialog.tsx';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useDeleteArticleMutation, useGetAdminArticlesQuery } from '../api/articleAdminEndpoints.ts';
import { ArticleEditor } from '../components/ArticleEditor.tsx';
import '../admin-content.css';

const t = skAdminContent.articles;
const NEW = 'new';

/** /admin/articles (ADMIN): the information pages in menu order; one edited at a time with its preview. */
export function ArticlesPage() {
  const dispatch = useShopDispatch();
  const { data, isLoading, isError } = useGetAdminArticlesQuery();
  const [selected, setSelected] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);
  const [remove, removal] = useDeleteArticleMutation();
  const articles = data?.data ?? [];
  const current =
    selected === NEW ? null : (articles.find((a) => a.uuid === selected) ?? articles[0] ?? null);
  const editing = selected === NEW ? NEW : (current?.uuid ?? NEW);
  const closeDelete = () => {
    setDeleting(null);
    removal.reset();
  };

  return (
    <>
      <BackOfficeHeader title={t.title} />
      <p>{t.intro}</p>
      {isLoading ? (
        <Spinner animation="border" role="status" aria-label={skAdminContent.common.loading} />
      ) : null}
      {isError ? <Alert variant="danger">{skAdminContent.common.loadFailed}</Alert> : null}
      {data ? (
        <div className="row g-4">
          <nav className="col-12 col-lg-3" aria-label={t.listLabel}>
            <ListGroup>
              {articles.map((a) => (
                <ListGroup.Item
                  key={a.uuid}
                  action
                  active={editing === a.uuid}
                  aria-current={editing === a.uuid ? 'true' : undefined}
                  onClick={() => setSelected(a.uuid)}
                >
                  <div>{a.title}</div>
                  <div className="small">
                    /page/{a.hash}{' '}
                    {a.inMenu ? (
                      <Badge bg="info" text="dark">
                        {t.inMenu} {a.menuOrder}
                      </Badge>
                    ) : null}
                    {a.titleEn !== null ? (
                      <Badge bg="light" text="dark" className="border">
                        {t.hasEnglish}
                      </Badge>
                    ) : null}
                  </div>
                </ListGroup.Item>
              ))}
              <ListGroup.Item action active={editing === NEW} onClick={() => setSelected(NEW)}>
                + {t.newArticle}
              </ListGroup.Item>
            </ListGroup>
          </nav>
          <div className="col-12 col-lg-9">
            <Card className="shadow-sm">
              <Card.Body>
                <h2 className="h5">{current && editing !== NEW ? t.edit(current.title) : t.create}</h2>
                <ArticleEditor
                  key={editing === NEW ? NEW : `${current?.uuid}-${current?.updatedAt}`}
                  article={editing === NEW ? null : current}
                  onSaved={(saved) => {
                    setSelected(saved.uuid);
                    dispatch(toastShown('success', t.saved(saved.title)));
                  }}
                  onDelete={setDeleting}
                />
              </Card.Body>
            </Card>
          </div>
        </div>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t.removeTitle(deleting.title)}
          text={t.removeText}
          confirm={t.remove}
          busy={removal.isLoading}
          error={removal.error ? toApiError(removal.error).message : null}
          onClose={closeDelete}
          onConfirm={async () => {
            const result = await remove(deleting.uuid);
            if ('data' in result && result.data) {
              dispatch(toastShown('success', t.removed(deleting.title)));
              setSelected(null);
              closeDelete();
            }
          }}
        />
      ) : null}
    </>
  );
}
