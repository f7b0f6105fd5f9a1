/** The back office's calls: the gate's ticket check and the bank statement import. */
import type { GateMatches, StatementImport, TicketCheck, TicketCheckBody } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Admits the ticket once; the page shows refusals (used, unknown) itself, so this is a mutation. */
    checkTicket: build.mutation<TicketCheck, TicketCheckBody>({
      query: (body) => ({ url: 'v2/tickets/check', method: 'POST', body }),
    }),
    /** The matches the gate may check for (started up to 6 hours ago, and later ones). */
    getGateMatches: build.query<GateMatches, void>({ query: () => 'v2/tickets/check/matches' }),
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

export const { useCheckTicketMutation, useGetGateMatchesQuery, useImportBankStatementMutation } = adminApi;
