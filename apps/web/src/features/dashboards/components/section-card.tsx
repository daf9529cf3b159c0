import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/translation';

/** The part of a TanStack query a section shows: loading, failed (with a retry), or its data. */
export interface SectionState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface SectionCardProps {
  title: string;
  subtitle?: string;
  /** Switches shown beside the title (view mode, weekday, sort). */
  controls?: ReactNode;
  state: SectionState;
  /** The skeleton's height while the first figures load, about the height of what replaces it. */
  skeletonHeight?: number;
  children: ReactNode;
}

/** A dashboard panel: a titled region that loads, fails with a retry, or shows its figures. */
export function SectionCard({
  title,
  subtitle,
  controls,
  state,
  skeletonHeight = 240,
  children,
}: SectionCardProps) {
  const { t } = useTranslation('dashboards');
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h5" id={titleId}>
              {title}
            </Title>
            {subtitle && (
              <Text size="xs" c="dimmed">
                {subtitle}
              </Text>
            )}
          </div>
          {controls}
        </Group>
        {state.isError ? (
          <Alert color="red" variant="light" title={t('charts.loadFailed')}>
            <Button size="xs" variant="light" color="red" onClick={() => state.refetch()}>
              {t('retry', { ns: 'common' })}
            </Button>
          </Alert>
        ) : state.isPending ? (
          <Skeleton h={skeletonHeight} radius="md" data-testid="dashboard-skeleton" />
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
