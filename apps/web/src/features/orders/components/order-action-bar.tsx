import { Button, Group, NumberInput, Paper } from '@mantine/core';
import { type MerchantOrder, processingTimeBodySchema } from '@perkdesk/contracts';
import type { MerchantAction } from '@perkdesk/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { OrderActionInput } from '../api/apply-order-action';
import {
  DANGER_ACTIONS,
  DEFAULT_PROCESSING_MINUTES,
  orderActionButtons,
  orderAfterAction,
  REASONED_ACTIONS,
  TIMED_ACTIONS,
} from '../model/order-actions-view';
import { orderNumber } from '../model/order-tabs';
import { useOrderActions, useOrdersScreen } from '../orders-screen';
import { focusNextCardAfterAction } from './focus-return';
import classes from './orders.module.css';
import { ReasonDialog } from './reason-dialog';

/**
 * The actions the order allows now (`allowedActions` of the domain, spec 1 §4), the next step
 * first. Preparing and delivering take a processing time; reject and cancel ask for a reason.
 */
export function OrderActionBar({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('orders');
  const { listed } = useOrdersScreen();
  const { act: apply, pendingAction } = useOrderActions();
  const actions = orderActionButtons(order);
  const [minutes, setMinutes] = useState<number | string>(DEFAULT_PROCESSING_MINUTES);
  const [timeError, setTimeError] = useState<string | null>(null);
  const [reasonFor, setReasonFor] = useState<'reject' | 'cancel' | null>(null);
  const pending = pendingAction?.order.id === order.id ? pendingAction.action : null;
  const timed = actions.some((action) => TIMED_ACTIONS.includes(action));

  // A new step asks for a new time; the previous one is no guide.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the order moves on
  useEffect(() => {
    setMinutes(DEFAULT_PROCESSING_MINUTES);
    setTimeError(null);
  }, [order.id, order.serveStatus]);

  if (actions.length === 0) return null;

  // The button pressed may leave with the order's step: focus moves on to the next card, as soon
  // as the step shows (at once when its outcome is known, else with the server's answer).
  const act = (input: OrderActionInput) => {
    const shown = listed.current;
    if (orderAfterAction(order, input.action)) {
      focusNextCardAfterAction(order.id, shown);
      return apply(input);
    }
    return apply(input).then(() => focusNextCardAfterAction(order.id, shown));
  };

  const run = (action: MerchantAction) => {
    if (REASONED_ACTIONS.includes(action)) return setReasonFor(action as 'reject' | 'cancel');
    let processingTime: number | undefined;
    if (TIMED_ACTIONS.includes(action)) {
      const parsed = processingTimeBodySchema.safeParse({ processingTime: Number(minutes) });
      if (!parsed.success) return setTimeError(t('actions.processingTimeRange'));
      processingTime = parsed.data.processingTime;
    }
    act({ order, action, processingTime }).catch(() => undefined);
  };

  const label = (action: MerchantAction) =>
    action === 'complete' ? t(`actions.complete.${order.serveType ?? 'PICKUP'}`) : t(`actions.${action}`);

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.actionBar}
      role="group"
      aria-label={t('actions.label')}
    >
      <Group gap="sm" align="flex-end">
        {timed && (
          <NumberInput
            label={t('actions.processingTime')}
            value={minutes}
            onChange={(value) => {
              setMinutes(value);
              setTimeError(null);
            }}
            min={1}
            max={600}
            allowDecimal={false}
            error={timeError}
            w={190}
          />
        )}
        {actions.map((action, index) => {
          const danger = DANGER_ACTIONS.includes(action);
          return (
            <Button
              key={action}
              color={danger ? 'red' : undefined}
              variant={danger ? 'light' : index === 0 ? 'filled' : 'default'}
              loading={pending === action}
              disabled={pending !== null && pending !== action}
              onClick={() => run(action)}
            >
              {label(action)}
            </Button>
          );
        })}
      </Group>
      <ReasonDialog
        action={reasonFor}
        orderNumber={orderNumber(order.id)}
        loading={pending === reasonFor && reasonFor !== null}
        onConfirm={(reason) => act({ order, action: reasonFor ?? 'reject', rejectMessage: reason })}
        onClose={() => setReasonFor(null)}
      />
    </Paper>
  );
}
