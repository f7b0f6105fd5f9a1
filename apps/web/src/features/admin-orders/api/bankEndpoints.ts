/** The bank statement import (ADMIN): the API parses camt.053 and settles exact bank transfers. */
import type { StatementImport } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const bankApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The statement's XML text as the body: the API parses camt.053 itself. */
    importBankStatement: build.mutation<StatementImport, string>({
      query: (xml) => ({
        url: 'v2/admin/bank-statements',
        method: 'POST',
        body: xml,
        headers: { 'Content-Type': 'application/xml' },
      }),
      // Matched payments settle orders: My orders must not show them open.
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const { useImportBankStatementMutation } = bankApi;
