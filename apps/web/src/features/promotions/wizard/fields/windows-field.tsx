import { Button, Group, Input, Modal, Stack, Text } from '@mantine/core';
import type { TimeWindow } from '@perkdesk/contracts';
import { joinSchedule } from '@perkdesk/domain';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { useNestedDialog } from '../../../../components/dialog-stack/dialog-stack';
import { WeeklySchedule } from '../../../../components/weekly-schedule/weekly-schedule';
import { useTranslation } from '../../../../i18n/translation';

interface WindowsFieldProps {
  label: string;
  value: TimeWindow[];
  onChange: (windows: TimeWindow[]) => void;
  /** The perk's name, for the dialog's title. */
  name: string;
  error?: string;
}

/**
 * A promotion's weekly windows (availableTime or displayTime): a summary and a button opening
 * the shared weekly schedule (day buttons, quarter-hour ranges, midnight splits) in a dialog. The
 * product schedule dialog also has "hide until", which promotions do not have, so only its day
 * part is reused.
 */
export function WindowsField({ label, value, onChange, name, error }: WindowsFieldProps) {
  const { t } = useTranslation('perk-wizard');
  const [opened, setOpened] = useState(false);
  const days = joinSchedule(value).length;
  return (
    <Input.Wrapper label={label} error={error}>
      <Group gap="sm" mt={6} wrap="nowrap">
        <Button variant="light" leftSection={<IconCalendarTime size={16} />} onClick={() => setOpened(true)}>
          {t('fields.editTimes')}
        </Button>
        <Text size="sm" c="dimmed">
          {days === 0 ? t('fields.always') : t('fields.days', { count: days })}
        </Text>
      </Group>
      <WindowsDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={name.trim() ? t('fields.timesTitle', { field: label, name: name.trim() }) : label}
        value={value}
        onSave={onChange}
      />
    </Input.Wrapper>
  );
}

interface WindowsDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  value: TimeWindow[];
  onSave: (windows: TimeWindow[]) => void;
}

function WindowsDialog({ opened, onClose, title, value, onSave }: WindowsDialogProps) {
  useNestedDialog(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
      {/* Mounted per opening, so each opening starts from the saved windows. */}
      {opened && <WindowsForm value={value} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function WindowsForm({ value, onClose, onSave }: Pick<WindowsDialogProps, 'value' | 'onClose' | 'onSave'>) {
  const { t } = useTranslation('perk-wizard');
  const [windows, setWindows] = useState<TimeWindow[]>(value);
  return (
    <Stack gap="md">
      <WeeklySchedule value={windows} onChange={setWindows} description={t('fields.timesHint')} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('fields.timesCancel')}
        </Button>
        <Button
          onClick={() => {
            onSave(windows);
            onClose();
          }}
        >
          {t('fields.timesSave')}
        </Button>
      </Group>
    </Stack>
  );
}
