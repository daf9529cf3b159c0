import { setupStateSchema } from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { AppError } from '../../lib/app-error';
import type { PaymentAccountCheck } from '../../lib/payment-account-check';
import { merchantOf } from '../../plugins/auth';
import type { SetupStateService } from './setup-state.service';

export function merchantsRoutes(
  app: AppInstance,
  deps: { setupState: SetupStateService; hasPaymentAccount: PaymentAccountCheck },
) {
  const config = { access: 'merchant' } as const;

  app.get(
    '/api/merchants/setup-state',
    {
      config,
      schema: {
        operationId: 'getSetupState',
        summary: "Get the merchant's setup progress",
        response: { 200: setupStateSchema },
      },
    },
    (request) => deps.setupState.get(merchantOf(request).merchantId),
  );

  app.get(
    '/api/accounts/check/has-account/:merchantId',
    {
      config,
      schema: {
        operationId: 'hasPaymentAccount',
        summary: 'Tell whether a merchant can take payments',
        params: z.object({ merchantId: z.string() }),
        response: { 200: z.boolean() },
      },
    },
    (request) => {
      // Another merchant's id answers exactly like an unknown one (contract §1).
      const { merchantId } = merchantOf(request);
      if (request.params.merchantId !== merchantId) throw new AppError('NOT_FOUND');
      return deps.hasPaymentAccount(merchantId);
    },
  );
}
