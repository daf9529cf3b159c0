import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { SubscriptionPlan } from '@perkdesk/contracts';
import { IconSparkles } from '@tabler/icons-react';
import { type TFunction, useTranslation } from '../../../i18n/translation';
import { formatDate, formatPrice } from '../model/payment-format';
import type { SubscriptionState } from '../model/subscription-state';

interface SubscriptionCardProps {
  state: SubscriptionState;
  /** The plan on sale, for the subscribe prompt; null when it could not be read. */
  plan: SubscriptionPlan | null;
  busy: boolean;
  /** The zone the period's end is shown in. */
  timeZone: string;
  onSubscribe: () => void;
  onCancel: () => void;
  onResume: () => void;
}

const STATUS_COLOR = { active: 'green', cancelPending: 'orange', none: 'gray' } as const;

/** One of the three states of spec 2 §4, with its one action. */
export function SubscriptionCard({
  state,
  plan,
  busy,
  timeZone,
  onSubscribe,
  onCancel,
  onResume,
}: SubscriptionCardProps) {
  const { t } = useTranslation('payments');
  const subscription = state.kind === 'none' ? null : state.subscription;
  const shown = subscription ?? plan;
  const date = subscription ? formatDate(subscription.currentPeriodEnd, timeZone) : null;
  const body =
    state.kind === 'active'
      ? t('subscriptions.activeBody', { date })
      : state.kind === 'cancelPending'
        ? t('subscriptions.cancelPendingBody', { date })
        : t('subscriptions.noneBody');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('subscriptions.plan')}>
      <Group justify="space-between" align="center" gap="lg" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color={STATUS_COLOR[state.kind]}>
            <IconSparkles size={22} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={6}>
            <Group gap="xs">
              {shown && <Text fw={600}>{shown.planName}</Text>}
              <Badge color={STATUS_COLOR[state.kind]} variant="light">
                {t(`subscriptions.${state.kind}`)}
              </Badge>
            </Group>
            {shown && (
              <Text size="sm" fw={500}>
                <bdi>{priceText(t, shown)}</bdi>
              </Text>
            )}
            <Text size="sm" c="dimmed" maw={560}>
              {body}
            </Text>
          </Stack>
        </Group>
        {state.kind === 'active' && (
          <Button variant="outline" color="red" loading={busy} onClick={onCancel}>
            {t('subscriptions.cancel')}
          </Button>
        )}
        {state.kind === 'cancelPending' && (
          <Button loading={busy} onClick={onResume}>
            {t('subscriptions.resume')}
          </Button>
        )}
        {state.kind === 'none' && (
          <Button loading={busy} onClick={onSubscribe}>
            {t('subscriptions.subscribe')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

type Priced = { amount: number; currency: string; interval?: string };

/** "$19.99 CAD per month" for the plan; a subscription's answer has no interval, so only its price. */
function priceText(t: TFunction<'payments'>, priced: Priced): string {
  const price = formatPrice(priced.amount, priced.currency);
  const { interval } = priced;
  if (!interval) return price;
  const known = ['day', 'week', 'month', 'year'] as const;
  const label = known.find((unit) => unit === interval);
  return t('subscriptions.price', {
    price,
    interval: label ? t(`subscriptions.interval.${label}`) : interval,
  });
}
