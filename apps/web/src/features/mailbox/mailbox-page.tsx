import { Alert, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translation';
import { isApiError } from '../../lib/api-error';
import { useOutbox } from './api/get-outbox';
import { OutboxFilter } from './components/outbox-filter';
import { OutboxList } from './components/outbox-list';

/**
 * /dev/mailbox: a public developer page showing the e-mails the server logged instead of sending
 * (contract §12). The filter lives in the URL, so a test or a colleague can link to one inbox.
 */
export function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const [search, setSearch] = useSearchParams();
  const to = search.get('to') ?? '';
  // Shares the list's query; a 404 means there is no sandbox outbox, so no sandbox notice either.
  const outbox = useOutbox(to);
  const unavailable = isApiError(outbox.error) && outbox.error.status === 404;

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          {unavailable ? null : (
            <Badge color="yellow" variant="light">
              {t('badge')}
            </Badge>
          )}
        </Group>
        {unavailable ? null : (
          <>
            <Alert color="yellow" variant="light" title={t('sandboxNotice')}>
              <Text size="sm">{t('devOnly')}</Text>
            </Alert>
            <OutboxFilter
              to={to}
              onChange={(next) => setSearch(next ? { to: next } : {}, { replace: true })}
            />
          </>
        )}
        <OutboxList to={to} />
      </Stack>
    </Container>
  );
}
