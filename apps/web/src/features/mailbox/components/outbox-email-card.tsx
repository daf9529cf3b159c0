import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { OutboxEmail } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';
import { linkify } from '../linkify';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export function OutboxEmailCard({ email }: { email: OutboxEmail }) {
  const { t } = useTranslation('mailbox');
  const safeLinks = email.links.filter((link) => /^https?:\/\//.test(link));

  return (
    <Paper withBorder p="md" component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={600}>{email.subject}</Text>
          <Text size="xs" c="dimmed" component="time" dateTime={email.sentAt}>
            {t('email.sentAt')}: {timeFormat.format(new Date(email.sentAt))}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('email.to')}: {email.to}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {linkify(email.text).map((part, index) =>
            part.kind === 'link' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their place in the text
              <Anchor key={index} href={part.value} size="sm">
                {part.value}
              </Anchor>
            ) : (
              part.value
            ),
          )}
        </Text>
        {safeLinks.length ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('email.links')}
            </Text>
            {safeLinks.map((link) => (
              <Anchor key={link} href={link} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {link}
              </Anchor>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
