import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/routes';
import { useTranslation } from '../../i18n/translation';

interface ErrorViewProps {
  code: string | number;
  message?: string;
  /** Extra line under the message, such as the pending redirect. */
  note?: string;
}

/**
 * The error page body (spec 1 §2): title, code and a return-home button. Kept free of icons
 * and heavy parts because the router's error boundary loads it with the entry bundle.
 */
export function ErrorView({ code, message, note }: ErrorViewProps) {
  const { t } = useTranslation('common');
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <Text fz={72} fw={800} lh={1} c="var(--mantine-primary-color-filled)" aria-hidden>
          {code}
        </Text>
        <Title order={1} fz="h2">
          {t('error.title')}
        </Title>
        {message && <Text c="dimmed">{message}</Text>}
        <Text size="sm" c="dimmed">
          {t('error.code', { code })}
        </Text>
        {note && (
          <Text size="sm" c="dimmed" role="status">
            {note}
          </Text>
        )}
        <Button component={Link} to={paths.app} mt="md" size="md">
          {t('error.home')}
        </Button>
      </Stack>
    </Center>
  );
}
