import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { NoChangeAlert, useSubmitLabel } from '../../../components/dialog-mode/no-change-alert';
import type { DialogModeState } from '../../../components/dialog-mode/use-dialog-mode';
import { useTranslation } from '../../../i18n/translation';
import classes from './catalogue-dialog.module.css';

interface CatalogueDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  mode: DialogModeState;
  /** Runs on Enter or the submit button; the dialog mode decides what a submit does. */
  onSubmit: () => void;
  saving?: boolean;
  /** Submit is blocked while the form is invalid after a first attempt (spec 2 §5). */
  submitDisabled?: boolean;
  /** Off while a dialog opened from this one is on top (components/dialog-stack). */
  closeOnEscape?: boolean;
  children: ReactNode;
}

/**
 * The frame of the catalogue dialogs (spec 2 §2 Dialogs, §4 dialog modes): the form, then Cancel
 * (Close when read only) and the submit button (Edit, Save or Add), and the no-change question.
 */
export function CatalogueDialog({
  opened,
  onClose,
  title,
  mode,
  onSubmit,
  saving,
  submitDisabled,
  closeOnEscape = true,
  children,
}: CatalogueDialogProps) {
  const { t } = useTranslation('catalogue');
  const submitLabel = useSubmitLabel(mode.mode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      centered
      closeOnClickOutside={!saving}
      closeOnEscape={closeOnEscape}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm" className={classes.footer}>
            <Button variant="default" onClick={onClose} disabled={saving}>
              {mode.readOnly ? t('dialog.close') : t('dialog.cancel')}
            </Button>
            {mode.canSubmit && (
              <Button type="submit" loading={saving} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <NoChangeAlert noChange={mode.noChange} />
    </Modal>
  );
}
