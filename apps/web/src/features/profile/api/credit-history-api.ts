/** `GET /api/credits/transactions`: the credit ledger, newest first, a page at a time. */
import { creditTransactionsResponseSchema } from '@aa/contracts/credits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from '../../../lib/billing-api.ts';

export const CREDIT_HISTORY_PAGE_SIZE = 10;

export function useCreditHistory(page: number) {
  return useQuery({
    queryKey: [...billingKeys.creditHistory, page, CREDIT_HISTORY_PAGE_SIZE],
    queryFn: async () =>
      (
        await api.get(
          `/credits/transactions?page=${page}&pageSize=${CREDIT_HISTORY_PAGE_SIZE}`,
          creditTransactionsResponseSchema,
        )
      ).data,
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
