import { Alert, Button, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { notifyFailure } from '../../../lib/api-notify';
import { PageHeader } from '../components/page-header';
import { useSubscribed } from '../hooks/use-subscribed';

/**
 * /app/setup/success?session_id= (spec 2 §2, §4): where checkout sends the merchant after
 * subscribing. The session's customer is stored on the profile; a failure (or no session id)
 * shows an error notification.
 */
export function SuccessPage() {
  const { t } = useTranslation('payments');
  const [search] = useSearchParams();
  const sessionId = search.get('session_id');
  const subscribed = useSubscribed(sessionId);
  const failed = !sessionId || subscribed.isError;

  const notified = useRef(false);
  useEffect(() => {
    if (!failed || notified.current) return;
    notified.current = true;
    notifyFailure(t('success.failed'), t('success.failedTitle'));
  }, [failed, t]);

  const toSubscriptions = (
    <Button component={Link} to={paths.setup.subscriptions} variant="light" w="fit-content">
      {t('success.toSubscriptions')}
    </Button>
  );
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('success.title')} />
      {failed ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('success.failedTitle')}
        >
          <Stack gap="sm">
            <Text size="sm">{t('success.failed')}</Text>
            {toSubscriptions}
          </Stack>
        </Alert>
      ) : subscribed.isSuccess ? (
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md" align="flex-start">
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" variant="light" color="green">
                <IconCircleCheck size={24} stroke={1.6} />
              </ThemeIcon>
              <Text fw={600} role="status">
                {t('success.done')}
              </Text>
            </Group>
            {toSubscriptions}
          </Stack>
        </Paper>
      ) : (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" />
          <Text size="sm">{t('success.working')}</Text>
        </Group>
      )}
    </Stack>
  );
}
