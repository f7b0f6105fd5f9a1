/** The back office's information pages (ADMIN); every change refreshes the public pages and the menu. */
import type { AdminArticle, AdminArticleList, ArticleDeleted, SaveArticleBody } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminArticles'] });

export const articleAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminArticles: build.query<AdminArticleList, void>({
      query: () => 'v2/admin/articles',
      providesTags: ['AdminArticles'],
    }),
    createArticle: build.mutation<AdminArticle, SaveArticleBody>({
      query: (body) => ({ url: 'v2/admin/articles', method: 'POST', body }),
      invalidatesTags: ['AdminArticles', 'Article'],
    }),
    updateArticle: build.mutation<AdminArticle, { uuid: string; body: SaveArticleBody }>({
      query: ({ uuid, body }) => ({ url: `v2/admin/articles/${uuid}`, method: 'PUT', body }),
      invalidatesTags: ['AdminArticles', 'Article'],
    }),
    deleteArticle: build.mutation<ArticleDeleted, string>({
      query: (uuid) => ({ url: `v2/admin/articles/${uuid}`, method: 'DELETE' }),
      invalidatesTags: ['AdminArticles', 'Article'],
    }),
  }),
});

export const {
  useGetAdminArticlesQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
} = articleAdminApi;
