import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { MerchantOrder } from '@perkdesk/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { MoneyInput } from '../../../components/money-input/money-input';
import { moneyText, parseMoney } from '../../../components/money-input/money-text';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useRefundOrder } from '../api/refund-order';
import { formatMoney, orderNumber } from '../model/order-format';
import { checkRefund, type RefundProblems, remainingOf } from '../model/refund-form';

interface RefundDialogProps {
  order: MerchantOrder;
  opened: boolean;
  onClose: () => void;
}

/** An amount (the rest by default) and a reason, checked as the server checks them. */
export function RefundDialog({ order, opened, onClose }: RefundDialogProps) {
  const { t } = useTranslation('order-history');
  const refund = useRefundOrder(order);
  const remaining = remainingOf(order);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<RefundProblems>({});

  // Each opening starts empty, and offers the rest of the order as it is now (again after a
  // refusal that re-read the order).
  useEffect(() => {
    if (!opened) return;
    setReason('');
    setProblems({});
  }, [opened]);
  useEffect(() => {
    if (opened) setAmount(moneyText(remaining));
  }, [opened, remaining]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRefund(parseMoney(amount), reason, remaining);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    refund.mutate(checked.body, {
      onSuccess: () => {
        notifySuccess(t('detail.refunds.done', { amount: formatMoney(checked.body.amount) }));
        onClose();
      },
    });
  };

  const problem = (key: keyof RefundProblems) => {
    const found = problems[key];
    return found ? t(`detail.refunds.${found}`, { remaining: formatMoney(remaining) }) : undefined;
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('detail.refunds.dialogTitle', { number: orderNumber(order.id) })}
      centered
      closeOnClickOutside={!refund.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('detail.refunds.dialogBody', { remaining: formatMoney(remaining) })}
          </Text>
          <MoneyInput
            label={t('detail.refunds.amount')}
            value={amount}
            onChange={(text) => {
              setAmount(text);
              setProblems((current) => ({ ...current, amount: undefined }));
            }}
            error={problem('amount')}
            required
            data-autofocus
          />
          <Textarea
            label={t('detail.refunds.reason')}
            placeholder={t('detail.refunds.reasonPlaceholder')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setProblems((current) => ({ ...current, reason: undefined }));
            }}
            error={problem('reason')}
            required
            autosize
            minRows={2}
            maxRows={5}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={refund.isPending}>
              {t('detail.refunds.keep')}
            </Button>
            <Button type="submit" color="red" loading={refund.isPending}>
              {t('detail.refunds.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
