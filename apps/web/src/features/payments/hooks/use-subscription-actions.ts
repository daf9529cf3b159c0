import type { PaymentSubscriptionView } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { cancelSubscription } from '../api/cancel-subscription';
import { createSession } from '../api/create-session';
import { paymentKeys } from '../api/payment-keys';
import { resumeSubscription } from '../api/resume-subscription';
import { appUrl } from '../model/app-link';
import { formatDate } from '../model/payment-format';
import { useFollowLink } from './use-follow-link';

/**
 * Subscribe (a checkout session whose success URL is the success page), cancel at the period's
 * end and resume (spec 2 §4 Subscription). A changed subscription replaces the listed one.
 */
export function useSubscriptionActions(customerId: string | null, timeZone: string) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const follow = useFollowLink();

  const store = (changed: PaymentSubscriptionView) => {
    if (!customerId) return;
    queryClient.setQueryData<PaymentSubscriptionView[]>(paymentKeys.subscriptions(customerId), (list = []) =>
      list.some((item) => item.id === changed.id)
        ? list.map((item) => (item.id === changed.id ? changed : item))
        : [...list, changed],
    );
  };

  const subscribe = useMutation({
    mutationFn: () =>
      createSession({ customerId, successURL: appUrl(paths.setup.success, window.location.origin) }),
    onSuccess: ({ url }) => follow(url),
  });

  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (changed) => {
      store(changed);
      notifySuccess(
        t('subscriptions.cancelledToast', { date: formatDate(changed.currentPeriodEnd, timeZone) }),
      );
    },
  });

  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (changed) => {
      store(changed);
      notifySuccess(
        t('subscriptions.resumedToast', { date: formatDate(changed.currentPeriodEnd, timeZone) }),
      );
    },
  });

  return { subscribe, cancel, resume };
}
