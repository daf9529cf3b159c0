import { Button, Modal, PasswordInput, Select, Stack, Text } from '@mantine/core';
import type { Store } from '@perkdesk/contracts';
import { type FormEvent, memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { isApiError } from '../../../lib/api-client';
import { notifyFailure, notifyWarning } from '../../../lib/api-notify';
import { verifyPassword } from '../api/verify-password';

/** The wrong-credentials reason shows for 3 s, then clears (spec 1 §8). */
const REASON_MS = 3_000;

interface StoreDialogProps {
  opened: boolean;
  stores: readonly Store[];
  currentStoreId: string | null;
  onChosen: (storeId: string) => void;
  onClose: () => void;
  /** Once closed: whether a control of the page opened it (rather than the screen, on arrival). */
  onClosed?: (openedByControl: boolean) => void;
}

/**
 * Store and password (spec 1 §2, §4 Session, §5): taking orders for a store, or switching to
 * another one, needs the account password again.
 */
export const StoreDialog = memo(function StoreDialog({
  opened,
  stores,
  currentStoreId,
  onChosen,
  onClose,
  onClosed,
}: StoreDialogProps) {
  const { t } = useTranslation('orders');
  const [storeId, setStoreId] = useState<string | null>(currentStoreId);
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  // What had focus as it opened, before the dialog takes it: a button, or the body on arrival.
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (opened) opener.current = document.activeElement;
  }, [opened]);

  // The dialog stays mounted while closed: a typed password does not outlive it.
  useEffect(() => {
    setPassword('');
    if (opened) setStoreId(currentStoreId);
  }, [opened, currentStoreId]);

  useEffect(() => {
    if (!reason) return;
    const timer = setTimeout(() => setReason(null), REASON_MS);
    return () => clearTimeout(timer);
  }, [reason]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!storeId || password === '') {
      notifyWarning(t('store.required'), t('store.requiredTitle'));
      return;
    }
    setChecking(true);
    try {
      await verifyPassword(password);
      onChosen(storeId);
    } catch (error) {
      setPassword('');
      if (isApiError(error) && error.status === 400 && error.body?.message) {
        setReason(error.body.message);
        notifyWarning(error.body.message, t('store.wrongTitle'));
      } else if (!(isApiError(error) && error.status === 401)) {
        notifyFailure(isApiError(error) && error.body?.message ? error.body.message : t('store.failed'));
      }
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => onClosed?.(opener.current !== null && opener.current !== document.body)}
      title={t('store.dialogTitle')}
      centered
      // Mounted once with the screen, hidden while closed: opening it then only shows it, instead of
      // building the modal, the select and the password field inside the click.
      keepMounted
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('store.body')}
          </Text>
          <Select
            label={t('store.storeLabel')}
            placeholder={t('store.storePlaceholder')}
            data={stores.map((store) => ({ value: store.id, label: store.name }))}
            value={storeId}
            onChange={setStoreId}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <PasswordInput
            label={t('store.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={reason}
            autoComplete="current-password"
          />
          <Button type="submit" loading={checking}>
            {t('store.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
});
