/** The back office's matches and seasons (ADMIN): templates, list, detail, create, edit, publish, prices, delete. */
import type {
  AdminSetupDetail,
  AdminSetupList,
  ArenaTemplateList,
  CreateSetupBody,
  PresaleBody,
  PriceEntry,
  SetupDeleted,
  UpdateSetupBody,
} from '@hokej/contract';
import type { SetupType } from '@hokej/contract/constants';
import { baseApi } from '../../../shared/api/baseApi.ts';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminSetups'] });

/** The API's path segment of each kind. */
export const setupSegment = (setupType: SetupType) => (setupType === 'EVENT' ? 'events' : 'seasons');
const base = (setupType: SetupType) => `v2/admin/${setupSegment(setupType)}`;
type Ref = { setupType: SetupType; id: string };

export const setupAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArenaTemplates: build.query<ArenaTemplateList, void>({ query: () => 'v2/admin/templates' }),
    getAdminSetups: build.query<AdminSetupList, SetupType>({
      query: (setupType) => base(setupType),
      providesTags: ['AdminSetups'],
    }),
    getAdminSetup: build.query<AdminSetupDetail, Ref>({
      query: ({ setupType, id }) => `${base(setupType)}/${id}`,
      providesTags: ['AdminSetups'],
    }),
    createSetup: build.mutation<AdminSetupDetail, { setupType: SetupType; body: CreateSetupBody }>({
      query: ({ setupType, body }) => ({ url: base(setupType), method: 'POST', body }),
      invalidatesTags: ['AdminSetups'],
    }),
    updateSetup: build.mutation<AdminSetupDetail, Ref & { body: UpdateSetupBody }>({
      query: ({ setupType, id, body }) => ({ url: `${base(setupType)}/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['AdminSetups'],
    }),
    publishSetup: build.mutation<AdminSetupDetail, Ref & { publish: boolean }>({
      query: ({ setupType, id, publish }) => ({
        url: `${base(setupType)}/${id}/${publish ? 'publish' : 'unpublish'}`,
        method: 'POST',
      }),
      invalidatesTags: ['AdminSetups'],
    }),
    setSetupPrices: build.mutation<AdminSetupDetail, Ref & { prices: PriceEntry[] }>({
      query: ({ setupType, id, prices }) => ({
        url: `${base(setupType)}/${id}/prices`,
        method: 'PUT',
        body: { prices },
      }),
      invalidatesTags: ['AdminSetups'],
    }),
    setSetupPresale: build.mutation<AdminSetupDetail, Ref & { body: PresaleBody }>({
      query: ({ setupType, id, body }) => ({ url: `${base(setupType)}/${id}/presale`, method: 'PUT', body }),
      invalidatesTags: ['AdminSetups'],
    }),
    deleteSetup: build.mutation<SetupDeleted, Ref>({
      query: ({ setupType, id }) => ({ url: `${base(setupType)}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminSetups'],
    }),
  }),
});

export const {
  useGetArenaTemplatesQuery,
  useGetAdminSetupsQuery,
  useGetAdminSetupQuery,
  useCreateSetupMutation,
  useUpdateSetupMutation,
  usePublishSetupMutation,
  useSetSetupPricesMutation,
  useSetSetupPresaleMutation,
  useDeleteSetupMutation,
} = setupAdminApi;
