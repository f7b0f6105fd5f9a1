import type { Article, ArticleListResponse } from '@hokej/contract';
import type { ShopLanguage } from '@hokej/contract/constants';
import { baseApi } from '../../../shared/api/baseApi.ts';

/**
 * The club's pages in the language the shop is shown in (the API picks English where a page has it, by the
 * Accept-Language every call carries). The language is part of each query's argument, so each language is
 * kept apart in the cache and a switch of language fetches the other.
 */
export const articleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getArticle: build.query<Article, { hash: string; language: ShopLanguage }>({
      query: ({ hash }) => `v2/article/${encodeURIComponent(hash)}`,
      extraOptions: { public: true },
      providesTags: (_result, _error, { hash }) => [{ type: 'Article', id: hash }],
    }),
    getArticles: build.query<ArticleListResponse, ShopLanguage>({
      query: () => 'v2/article',
      extraOptions: { public: true },
      // The back office's article changes invalidate 'Article': the menu follows them.
      providesTags: ['Article'],
    }),
  }),
});

export const { useGetArticleQuery, useGetArticlesQuery } = articleApi;
