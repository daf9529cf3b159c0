import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';
import { isApiError } from '../../../lib/api-error';
import { useOutbox } from '../api/get-outbox';
import { OutboxEmailCard } from './outbox-email-card';

export function OutboxList({ to }: { to: string }) {
  const { t } = useTranslation('mailbox');
  const outbox = useOutbox(to);

  if (outbox.isPending) return <Loader mx="auto" my="xl" />;
  if (outbox.isError) {
    return isApiError(outbox.error) && outbox.error.status === 404 ? (
      <Alert color="gray" variant="light" title={t('unavailable.title')}>
        {t('unavailable.body')}
      </Alert>
    ) : (
      <Alert color="red" variant="light" title={t('loadFailed')} role="alert" />
    );
  }
  // The server answers newest first; sorting again keeps that promise if it ever changes.
  const emails = [...outbox.data].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  if (emails.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {to ? t('emptyFiltered', { to }) : t('empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('count', { count: emails.length })}
        </Text>
        <Button variant="subtle" size="xs" onClick={() => outbox.refetch()}>
          {t('refresh')}
        </Button>
      </Group>
      {emails.map((email) => (
        <OutboxEmailCard key={`${email.sentAt}-${email.to}-${email.subject}`} email={email} />
      ))}
    </Stack>
  );
}
