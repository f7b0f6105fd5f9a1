/** Sales at a glance (ADMIN): the overview, one match's or season's figures, its seats, the CSV exports. */
import type { SalesDetail, SalesOverview, SeatHeatMap } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export type SalesExport = 'orders' | 'tickets';

export const salesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSalesOverview: build.query<SalesOverview, void>({
      query: () => 'v2/admin/sales',
      // Figures change with every sale: read them fresh whenever a page opens.
      keepUnusedDataFor: 0,
    }),
    getSalesDetail: build.query<SalesDetail, string>({
      query: (id) => `v2/admin/sales/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
    getSeatHeatMap: build.query<SeatHeatMap, string>({
      query: (id) => `v2/admin/sales/${encodeURIComponent(id)}/seats`,
      keepUnusedDataFor: 0,
    }),
    /** The CSV needs the bearer token, so it is fetched and answered as an object URL to save, then revoke. */
    salesCsv: build.mutation<string, { id: string; file: SalesExport }>({
      query: ({ id, file }) => ({
        url: `v2/admin/sales/${encodeURIComponent(id)}/${file}.csv`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const {
  useGetSalesOverviewQuery,
  useGetSalesDetailQuery,
  useGetSeatHeatMapQuery,
  useSalesCsvMutation,
} = salesApi;
