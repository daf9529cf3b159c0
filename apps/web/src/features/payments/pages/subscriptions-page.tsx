import { Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../i18n/translation';
import { useMerchantProfile } from '../api/get-merchant-profile';
import { usePaymentConfig } from '../api/get-payment-config';
import { useSubscriptionPlan } from '../api/get-subscription-plan';
import { useSubscriptions } from '../api/get-subscriptions';
import { LoadFailed } from '../components/load-failed';
import { PageHeader } from '../components/page-header';
import { SandboxBadge, SandboxNote } from '../components/sandbox-badge';
import { SubscriptionCard } from '../components/subscription-card';
import { useMerchantTimeZone } from '../hooks/use-merchant-time-zone';
import { useSubscriptionActions } from '../hooks/use-subscription-actions';
import { formatDate } from '../model/payment-format';
import { type SubscriptionState, subscriptionState } from '../model/subscription-state';

/**
 * /app/setup/subscriptions (spec 2 §2, §4): the AI-post subscription, active (cancel at the
 * period's end), cancelled-pending (resume) or none (subscribe, with the plan's price). The
 * customer comes from the profile's `paymentCustomerId`; without one there is nothing to list.
 */
export function SubscriptionsPage() {
  const { t } = useTranslation('payments');
  const config = usePaymentConfig();
  const profile = useMerchantProfile();
  const customerId = profile.data?.paymentCustomerId ?? null;
  const subscriptions = useSubscriptions(customerId);
  const state: SubscriptionState | undefined = !profile.data
    ? undefined
    : !customerId
      ? { kind: 'none' }
      : subscriptions.data && subscriptionState(subscriptions.data);
  const plan = useSubscriptionPlan(state?.kind === 'none');
  const timeZone = useMerchantTimeZone();
  const actions = useSubscriptionActions(customerId, timeZone);
  const [confirming, setConfirming] = useState(false);
  const sandbox = config.data?.provider === 'sandbox';

  const failed = profile.isError || subscriptions.isError;
  const subscription = state && state.kind !== 'none' ? state.subscription : null;
  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={t('subscriptions.title')}
        subtitle={t('subscriptions.subtitle')}
        badge={sandbox ? <SandboxBadge /> : undefined}
      />
      {failed && (
        <LoadFailed
          title={t('subscriptions.loadFailed')}
          onRetry={() => (profile.isError ? profile.refetch() : subscriptions.refetch())}
        />
      )}
      {!failed && !state && <Skeleton h={140} radius="md" />}
      {state && (
        <SubscriptionCard
          state={state}
          plan={plan.data ?? null}
          timeZone={timeZone}
          busy={actions.subscribe.isPending || actions.cancel.isPending || actions.resume.isPending}
          onSubscribe={() => actions.subscribe.mutate()}
          onCancel={() => setConfirming(true)}
          onResume={() => subscription && actions.resume.mutate(subscription.id)}
        />
      )}
      {sandbox && <SandboxNote text={t('subscriptions.sandboxNote')} />}
      <ConfirmDialog
        opened={confirming && subscription !== null}
        title={t('subscriptions.cancelTitle')}
        message={t('subscriptions.cancelBody', {
          date: subscription ? formatDate(subscription.currentPeriodEnd, timeZone) : '',
        })}
        confirmLabel={t('subscriptions.cancelConfirm')}
        danger
        loading={actions.cancel.isPending}
        onConfirm={() =>
          subscription && actions.cancel.mutate(subscription.id, { onSettled: () => setConfirming(false) })
        }
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
