import { Button, Group, Input, Text } from '@mantine/core';
import type { TimeWindow } from '@perkdesk/contracts';
import { joinSchedule } from '@perkdesk/domain';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { ScheduleDialog } from '../../../../components/schedule-dialog/schedule-dialog';
import { useTranslation } from '../../../../i18n/translation';
import { isHidden } from '../product-schedule';

interface ScheduleFieldProps {
  hideUntil: string | null;
  availableTime: readonly TimeWindow[];
  onChange: (schedule: { hideUntil: string | null; availableTime: TimeWindow[] }) => void;
  readOnly?: boolean;
  error?: string;
  /** The product's name, for the dialog's title. */
  name: string;
}

/** The schedule button of the product dialog and a one-line summary of what it holds. */
export function ScheduleField({
  hideUntil,
  availableTime,
  onChange,
  readOnly,
  error,
  name,
}: ScheduleFieldProps) {
  const { t, i18n } = useTranslation('products');
  const [opened, setOpened] = useState(false);
  const days = joinSchedule(availableTime).length;
  const lines = [
    isHidden(hideUntil, new Date()) && hideUntil
      ? t('schedule.hiddenUntil', { date: new Date(hideUntil).toLocaleString(i18n.language) })
      : null,
    days === 0 ? t('schedule.always') : t('schedule.days', { count: days }),
  ].filter(Boolean);

  return (
    <Input.Wrapper label={t('dialog.schedule')} error={error}>
      <Group gap="sm" mt={6} wrap="nowrap">
        <Button variant="light" leftSection={<IconCalendarTime size={16} />} onClick={() => setOpened(true)}>
          {readOnly ? t('schedule.show') : t('schedule.edit')}
        </Button>
        <Text size="sm" c="dimmed">
          {lines.join(' · ')}
        </Text>
      </Group>
      <ScheduleDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={name.trim() ? t('schedule.titleNamed', { name: name.trim() }) : undefined}
        value={{ hideUntil, availableTime }}
        readOnly={readOnly}
        onSubmit={({ hideUntil: nextHide, availableTime: nextTime }) =>
          onChange({ hideUntil: nextHide, availableTime: nextTime })
        }
      />
    </Input.Wrapper>
  );
}
