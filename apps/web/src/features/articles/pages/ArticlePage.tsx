import { useParams } from 'react-router';
import { formatDate } from '../../../shared/dates/format.ts';
import { shopLanguage, t } from '../../../shared/i18n/shopI18n.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { Markdown } from '../../../shared/ui/Markdown.tsx';
import { Skeleton } from '../../../shared/ui/Skeleton.tsx';
import { useGetArticleQuery } from '../api/articleEndpoints.ts';

/**
 * /page/:hash — one of the club's information pages, written in Markdown: in English where the club wrote
 * it in English and the shop is shown in English, else in Slovak (marked `lang`, so a reader reads it so).
 */
export function ArticlePage() {
  const { hash = '' } = useParams();
  const { data, isFetching, isError } = useGetArticleQuery(
    { hash, language: shopLanguage() },
    { skip: !hash },
  );
  if (isFetching && !data) {
    return <Skeleton />;
  }
  if (isError || !data) {
    return (
      <>
        <h1 className="h2">{sk.errors.notFoundTitle}</h1>
        <p>{sk.errors.notFoundText}</p>
      </>
    );
  }
  return (
    <article className="article-page">
      <h1 className="h2" lang={data.language}>
        {data.title}
      </h1>
      <p className="small text-body-secondary">
        {t('article.updated', { date: formatDate(data.updatedAt) })}
      </p>
      <div lang={data.language}>
        <Markdown source={data.body} title={data.title} />
      </div>
    </article>
  );
}
