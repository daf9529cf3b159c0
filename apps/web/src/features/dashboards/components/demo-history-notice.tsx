import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { dashboardKeys } from '../api/dashboard-keys';
import { useDemoHistory } from '../api/demo-history';

/**
 * While the demo merchant's past orders are played (the first minutes after the first start), says
 * so with the days played, and refreshes the figures on screen as each read shows more days. A run
 * whose server stopped midway says where it stopped: the next start plays on from there.
 */
export function DemoHistoryNotice() {
  const { t } = useTranslation('dashboards');
  const queryClient = useQueryClient();
  const { data } = useDemoHistory();
  const seen = useRef<number | undefined>(undefined);
  const daysPlayed = data?.daysPlayed;

  useEffect(() => {
    if (daysPlayed === undefined) return;
    if (seen.current !== undefined && seen.current !== daysPlayed)
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    seen.current = daysPlayed;
  }, [daysPlayed, queryClient]);

  if (data?.status !== 'PLAYING' && data?.status !== 'STOPPED') return null;
  const playing = data.status === 'PLAYING';
  const values = { played: data.daysPlayed, days: data.days };
  return (
    <Alert
      color={playing ? 'blue' : 'yellow'}
      variant="light"
      role="status"
      icon={<IconHistory size={18} />}
      title={t(playing ? 'demoHistory.title' : 'demoHistory.stoppedTitle')}
    >
      <Stack gap="xs">
        <Text size="sm">{t(playing ? 'demoHistory.body' : 'demoHistory.stoppedBody', values)}</Text>
        <Progress
          value={data.days > 0 ? (100 * data.daysPlayed) / data.days : 0}
          aria-label={t('demoHistory.progress', values)}
          size="sm"
          color={playing ? 'blue' : 'yellow'}
          animated={playing}
        />
      </Stack>
    </Alert>
  );
}
