/** The audit log of the back office (ADMIN), a page at a time, optionally about one kind of thing. */
import type { AuditLogPage } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export type AuditLogArgs = { pageIndex: number; pageSize: number; entity?: string };

export const auditLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditLogPage, AuditLogArgs>({
      query: ({ pageIndex, pageSize, entity }) => ({
        url: 'v2/admin/audit-log',
        params: { pageIndex, pageSize, ...(entity ? { entity } : {}) },
      }),
      // Every visit reads the newest entries: other admins act meanwhile.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditLogQuery } = auditLogApi;
