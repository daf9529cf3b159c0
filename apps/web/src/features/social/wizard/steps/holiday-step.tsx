import { Alert, Checkbox, Group, NumberInput, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../../i18n/translation';
import { useHolidays } from '../../api/holidays';
import { fromDayKey } from '../../model/calendar';
import { type HolidayTiming, MAX_OFFSET_DAYS } from '../../model/holiday-timing';
import type { StepProps } from '../wizard-state';

/** Select a Holiday (spec 2 §2, §3): the store's coming holidays, and a post on the day, before or after it. */
export function HolidayStep({ state, change }: StepProps) {
  const { t, i18n } = useTranslation('social');
  const holidays = useHolidays(state.storeId);
  const chosen = new Set(state.holidays.map((holiday) => `${holiday.date}|${holiday.name}`));
  const timing = (patch: Partial<HolidayTiming>) => change({ timing: { ...state.timing, ...patch } });
  const days = (value: string | number) =>
    Math.min(MAX_OFFSET_DAYS, Math.max(1, Math.floor(Number(value) || 1)));

  return (
    <Stack gap="lg">
      <Title order={4}>{t('wizard.steps.public-holidays')}</Title>
      {holidays.isPending && <Skeleton h={200} />}
      {holidays.isError && <Alert color="red" variant="light" title={t('holidays.loadFailed')} />}
      {holidays.data?.length === 0 && <Alert color="gray" variant="light" title={t('holidays.none')} />}
      {holidays.data && holidays.data.length > 0 && (
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap={6} pe="sm">
            {holidays.data.map((holiday) => {
              const id = `${holiday.date}|${holiday.name}`;
              return (
                <Checkbox
                  key={id}
                  checked={chosen.has(id)}
                  onChange={(event) =>
                    change({
                      holidays: event.currentTarget.checked
                        ? [...state.holidays, holiday]
                        : state.holidays.filter((h) => `${h.date}|${h.name}` !== id),
                    })
                  }
                  label={
                    <Group gap="xs">
                      <Text size="sm" fw={500}>
                        <bdi>{holiday.name}</bdi>
                      </Text>
                      <Text size="sm" c="dimmed">
                        <bdi>
                          {fromDayKey(holiday.date).toLocaleDateString(i18n.language, {
                            dateStyle: 'medium',
                          })}
                        </bdi>
                      </Text>
                    </Group>
                  }
                />
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Stack gap="sm">
        <Text fw={600}>{t('holidays.when')}</Text>
        <Group gap="sm" align="center">
          <Checkbox
            label={t('holidays.before')}
            checked={state.timing.beforeTheDay}
            onChange={(event) => timing({ beforeTheDay: event.currentTarget.checked })}
          />
          <NumberInput
            aria-label={t('holidays.beforeDays')}
            value={state.timing.beforeDays}
            onChange={(value) => timing({ beforeDays: days(value) })}
            min={1}
            max={MAX_OFFSET_DAYS}
            w={90}
            disabled={!state.timing.beforeTheDay}
          />
          <Text size="sm">{t('holidays.daysBefore', { count: state.timing.beforeDays })}</Text>
        </Group>
        <Checkbox
          label={t('holidays.onTheDay')}
          checked={state.timing.onTheDay}
          onChange={(event) => timing({ onTheDay: event.currentTarget.checked })}
        />
        <Group gap="sm" align="center">
          <Checkbox
            label={t('holidays.after')}
            checked={state.timing.afterTheDay}
            onChange={(event) => timing({ afterTheDay: event.currentTarget.checked })}
          />
          <NumberInput
            aria-label={t('holidays.afterDays')}
            value={state.timing.afterDays}
            onChange={(value) => timing({ afterDays: days(value) })}
            min={1}
            max={MAX_OFFSET_DAYS}
            w={90}
            disabled={!state.timing.afterTheDay}
          />
          <Text size="sm">{t('holidays.daysAfter', { count: state.timing.afterDays })}</Text>
        </Group>
      </Stack>
    </Stack>
  );
}
