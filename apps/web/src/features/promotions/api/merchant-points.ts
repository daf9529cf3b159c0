import {
  type MerchantPoints,
  merchantPointHistoryEntrySchema,
  merchantPointsSchema,
} from '@perkdesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export const merchantPointsKeys = {
  all: ['merchant-points'] as const,
  balance: ['merchant-points', 'balance'] as const,
  history: ['merchant-points', 'history'] as const,
};

/** GET /api/merchant-points: `{redeemablePoints, redeemedPoints, redeemableAmount}` (contract §10). */
export function getMerchantPoints(signal?: AbortSignal) {
  return apiFetch('/api/merchant-points', { schema: merchantPointsSchema, signal });
}

export function useMerchantPoints() {
  return useQuery({
    queryKey: merchantPointsKeys.balance,
    queryFn: ({ signal }) => getMerchantPoints(signal),
  });
}

/** GET /api/merchant-points/history: every movement, oldest first. */
export function getMerchantPointsHistory(signal?: AbortSignal) {
  return apiFetch('/api/merchant-points/history', {
    schema: z.array(merchantPointHistoryEntrySchema),
    signal,
  });
}

export function useMerchantPointsHistory() {
  return useQuery({
    queryKey: merchantPointsKeys.history,
    queryFn: ({ signal }) => getMerchantPointsHistory(signal),
  });
}

/**
 * POST /api/merchant-points/redeem `{globalPoints}`: answers the new balance. The refusals
 * (MERCHANT_POINTS_INVALID_AMOUNT, MERCHANT_POINTS_INSUFFICIENT) reach the user through the api
 * client's notifications, with the server's texts.
 */
export function redeemMerchantPoints(globalPoints: number) {
  return apiFetch('/api/merchant-points/redeem', {
    method: 'POST',
    body: { globalPoints },
    schema: merchantPointsSchema,
  });
}

export function useRedeemMerchantPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemMerchantPoints,
    onSuccess: (balance: MerchantPoints) => queryClient.setQueryData(merchantPointsKeys.balance, balance),
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantPointsKeys.all }),
  });
}
