import type { Article, ArticleListResponse } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const articleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getArticle: build.query<Article, string>({
      query: (hash) => `v2/article/${encodeURIComponent(hash)}`,
      extraOptions: { public: true },
      providesTags: (_result, _error, hash) => [{ type: 'Article', id: hash }],
    }),
    getArticles: build.query<ArticleListResponse, void>({
      query: () => 'v2/article',
      extraOptions: { public: true },
      // The back office's article changes invalidate 'Article': the menu follows them.
      providesTags: ['Article'],
    }),
  }),
});

export const { useGetArticleQuery, useGetArticlesQuery } = articleApi;
