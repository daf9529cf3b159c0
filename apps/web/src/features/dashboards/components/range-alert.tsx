import { Alert } from '@mantine/core';
import { MAX_RANGE_DAYS } from '@perkdesk/contracts';
import { IconCalendarExclamation } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import type { RangeProblem } from '../model/dashboard-scope';

/** Why no figures are asked for: the range or the merchant id is not usable (spec 2 §5). */
export function RangeAlert({ problem }: { problem: RangeProblem }) {
  const { t } = useTranslation('dashboards');
  return (
    <Alert color="yellow" variant="light" icon={<IconCalendarExclamation size={18} />} role="status">
      {t(`range.${problem}`, { days: MAX_RANGE_DAYS })}
    </Alert>
  );
}
