import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useMatches, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translation';
import { titleKeyOf } from './route-handle';

/**
 * Stand-in for a screen that later work builds: its name and one honest sentence, never sample
 * data. The name comes from the route's handle.
 */
export function NotBuiltYetPage() {
  const { t } = useTranslation('shell');
  const titleKey = titleKeyOf(useMatches());
  const [search] = useSearchParams();
  const query = search.get('query');
  return (
    <Stack gap="lg">
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {titleKey ? t(`segments.${titleKey}`) : t('notBuilt.badge')}
        </Title>
        <Badge variant="light" color="gray">
          {t('notBuilt.badge')}
        </Badge>
      </Group>
      <Paper withBorder radius="md" p="xl">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon variant="light" size={44} radius="xl">
            <IconTool size={22} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text>{t('notBuilt.body')}</Text>
            {query && (
              <Text size="sm" c="dimmed">
                {t('notBuilt.query', { query })}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
