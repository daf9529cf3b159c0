import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ORDER_MESSAGES, rejectBodySchema } from '@perkdesk/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';

interface ReasonDialogProps {
  /** reject (a new order) or cancel (one in progress); null when closed. */
  action: 'reject' | 'cancel' | null;
  orderNumber: string;
  loading: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Rejecting or cancelling refunds the customer and needs a reason (spec 1 §5: "Please provide a reject reason"). */
export function ReasonDialog({ action, orderNumber, loading, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('orders');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (action) {
      setReason('');
      setError(null);
    }
  }, [action]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rule, so the dialog refuses exactly what the server would.
    const parsed = rejectBodySchema.safeParse({ rejectMessage: reason });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message === ORDER_MESSAGES.rejectMessageLength ? t('reason.tooLong') : t('reason.required'));
      return;
    }
    await onConfirm(parsed.data.rejectMessage)
      .then(onClose)
      .catch(() => undefined);
  };

  const title = action === 'cancel' ? 'reason.cancelTitle' : 'reason.rejectTitle';
  return (
    <Modal opened={action !== null} onClose={onClose} title={t(title, { number: orderNumber })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('reason.body')}
          </Text>
          <Textarea
            label={t('reason.label')}
            placeholder={t('reason.placeholder')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autosize
            minRows={3}
            maxRows={6}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {t('reason.keep')}
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {t(action === 'cancel' ? 'reason.confirmCancel' : 'reason.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
