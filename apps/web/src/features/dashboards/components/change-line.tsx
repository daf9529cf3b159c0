import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { InsightComparison } from '@perkdesk/contracts';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { changeTone, formatPercent, type Tone } from '../model/metric-format';

/** Which way the figure went, in a colour that says whether that is good (teal) or bad (red). */
const TONE_COLOR: Record<Tone, string> = {
  good: 'var(--mantine-color-teal-text)',
  bad: 'var(--mantine-color-red-text)',
  neutral: 'var(--mantine-color-dimmed)',
};

export interface ComparedPeriod {
  /** Days in the range, the previous range having as many. */
  days: number;
  /** The previous range, already formatted for reading. */
  start: string;
  end: string;
}

interface ChangeLineProps {
  comparison: InsightComparison | undefined;
  period: ComparedPeriod | undefined;
}

/** "↗ 12.5% vs. the previous 30 days": the change from the previous range of the same length. */
export function ChangeLine({ comparison, period }: ChangeLineProps) {
  const { t } = useTranslation('dashboards');
  if (!comparison || !period) return <Text size="xs">&nbsp;</Text>;
  const { changePercent } = comparison;
  const versus = t('change.versus', { count: period.days });
  const title = t('change.period', { start: period.start, end: period.end });
  if (changePercent === null)
    return (
      <Text size="xs" c="dimmed" title={title} data-testid="change">
        {t('change.none')}
      </Text>
    );
  const Icon = changePercent > 0 ? IconArrowUpRight : changePercent < 0 ? IconArrowDownRight : IconMinus;
  const percent = formatPercent(changePercent);
  const spoken =
    changePercent > 0
      ? t('change.up', { percent })
      : changePercent < 0
        ? t('change.down', { percent })
        : t('change.same');
  return (
    <Group gap={6} wrap="nowrap" title={title} data-testid="change">
      <Text size="sm" fw={600} c={TONE_COLOR[changeTone(comparison.metric, changePercent)]} span>
        <Group gap={2} wrap="nowrap" component="span">
          <Icon size={16} stroke={2} aria-hidden />
          <span aria-hidden>{percent}</span>
          <VisuallyHidden>{spoken}</VisuallyHidden>
        </Group>
      </Text>
      <Text size="xs" c="dimmed" span>
        {versus}
      </Text>
    </Group>
  );
}
