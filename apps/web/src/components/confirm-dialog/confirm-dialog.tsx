import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** Red confirm button, for deletes and other losses. */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be taken back; stays open while the action runs. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('components');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      closeOnClickOutside={!props.loading}
    >
      <Stack gap="lg">
        {typeof props.message === 'string' ? <Text size="sm">{props.message}</Text> : props.message}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={props.loading}>
            {t('confirm.cancel')}
          </Button>
          <Button
            color={props.danger ? 'red' : undefined}
            loading={props.loading}
            onClick={props.onConfirm}
            data-autofocus
          >
            {props.confirmLabel ?? t('confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
