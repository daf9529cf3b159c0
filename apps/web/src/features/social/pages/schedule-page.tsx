import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Chip,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type AutoSchedule, autoScheduleSchema } from '@perkdesk/contracts';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { deleteAutoSchedule, saveAutoSchedule, useAutoSchedules } from '../api/auto-schedule';
import { socialKeys } from '../api/social-keys';
import { PageHeader } from '../components/page-header';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const EMPTY: AutoSchedule = { title: '', schedule: ['10:00'], daysOfWeek: [1, 2, 3, 4, 5], excludeDates: [] };

function weekdayName(day: number, locale: string) {
  // 2026-11-01 is a Sunday, day 0.
  return new Date(2026, 10, 1 + day).toLocaleDateString(locale, { weekday: 'short' });
}

/**
 * /app/social-media-posting/schedule: the auto-schedules (spec 2 §3): a title, posting times,
 * weekdays and excluded dates. Saving an existing title replaces it.
 */
export function SchedulePage() {
  const { t, i18n } = useTranslation('social');
  const queryClient = useQueryClient();
  const schedules = useAutoSchedules();
  const [form, setForm] = useState<AutoSchedule>(EMPTY);
  const [time, setTime] = useState('');
  const [excluded, setExcluded] = useState('');
  const [tried, setTried] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: socialKeys.autoSchedule });

  const parsed = autoScheduleSchema.safeParse(form);
  const problems = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
  const save = useMutation({
    mutationFn: saveAutoSchedule,
    onSuccess: () => {
      notifySuccess(t('schedule.saved'));
      setForm(EMPTY);
      setTried(false);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteAutoSchedule,
    onSuccess: () => notifySuccess(t('schedule.deleted')),
    onSettled: refresh,
  });

  const addTime = () => {
    if (/^([01]\d|2[0-3]):[0-5]\d$/.test(time) && !form.schedule.includes(time))
      setForm({ ...form, schedule: [...form.schedule, time].sort() });
    setTime('');
  };
  const addExcluded = () => {
    if (excluded && !form.excludeDates?.includes(excluded))
      setForm({ ...form, excludeDates: [...(form.excludeDates ?? []), excluded].sort() });
    setExcluded('');
  };

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('schedule.title')} subtitle={t('schedule.subtitle')} />
      {schedules.isPending && <Skeleton h={120} radius="md" />}
      {schedules.data?.length === 0 && <Alert color="gray" variant="light" title={t('schedule.none')} />}
      {schedules.data?.map((schedule) => (
        <Paper key={schedule.title} withBorder radius="md" p="md" data-testid="auto-schedule">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={6}>
              <Text fw={600}>
                <bdi>{schedule.title}</bdi>
              </Text>
              <Group gap={4}>
                {schedule.schedule.map((slot) => (
                  <Badge key={slot} variant="light">
                    <bdi>{slot}</bdi>
                  </Badge>
                ))}
              </Group>
              <Text size="sm" c="dimmed">
                {schedule.daysOfWeek.map((day) => weekdayName(day, i18n.language)).join(', ')}
              </Text>
              {schedule.excludeDates.length > 0 && (
                <Text size="sm" c="dimmed">
                  {t('schedule.excludedList')} <bdi>{schedule.excludeDates.join(', ')}</bdi>
                </Text>
              )}
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Button variant="default" size="xs" onClick={() => setForm(schedule)}>
                {t('schedule.edit')}
              </Button>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => setRemoving(schedule.title)}
                aria-label={t('schedule.deleteOne', { title: schedule.title })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={4}>{t('schedule.formTitle')}</Title>
          <TextInput
            label={t('schedule.name')}
            value={form.title}
            onChange={(event) => setForm({ ...form, title: event.currentTarget.value })}
            maxLength={100}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('schedule.times')}
            </Text>
            <Group gap={6}>
              {form.schedule.map((slot) => (
                <Badge
                  key={slot}
                  variant="light"
                  rightSection={
                    <IconX
                      size={12}
                      style={{ cursor: 'pointer' }}
                      aria-label={t('schedule.removeTime', { time: slot })}
                      onClick={() => setForm({ ...form, schedule: form.schedule.filter((s) => s !== slot) })}
                    />
                  }
                >
                  <bdi>{slot}</bdi>
                </Badge>
              ))}
            </Group>
            <Group gap="xs" align="flex-end">
              <TextInput
                type="time"
                aria-label={t('schedule.newTime')}
                value={time}
                onChange={(event) => setTime(event.currentTarget.value)}
              />
              <Button variant="light" leftSection={<IconPlus size={14} />} onClick={addTime}>
                {t('schedule.addTime')}
              </Button>
            </Group>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('schedule.days')}
            </Text>
            <Chip.Group
              multiple
              value={form.daysOfWeek.map(String)}
              onChange={(values) => setForm({ ...form, daysOfWeek: values.map(Number).sort() })}
            >
              <Group gap={6}>
                {WEEKDAYS.map((day) => (
                  <Chip key={day} value={String(day)} size="sm">
                    {weekdayName(day, i18n.language)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('schedule.excluded')}
            </Text>
            <Group gap={6}>
              {(form.excludeDates ?? []).map((date) => (
                <Badge
                  key={date}
                  variant="outline"
                  rightSection={
                    <IconX
                      size={12}
                      style={{ cursor: 'pointer' }}
                      aria-label={t('schedule.removeDate', { date })}
                      onClick={() =>
                        setForm({
                          ...form,
                          excludeDates: (form.excludeDates ?? []).filter((d) => d !== date),
                        })
                      }
                    />
                  }
                >
                  <bdi>{date}</bdi>
                </Badge>
              ))}
            </Group>
            <Group gap="xs" align="flex-end">
              <TextInput
                type="date"
                aria-label={t('schedule.newDate')}
                value={excluded}
                onChange={(event) => setExcluded(event.currentTarget.value)}
              />
              <Button variant="light" leftSection={<IconPlus size={14} />} onClick={addExcluded}>
                {t('schedule.addDate')}
              </Button>
            </Group>
          </Stack>
          {tried && problems.length > 0 && (
            <Alert color="red" variant="light" role="alert">
              {problems.join(' ')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              loading={save.isPending}
              onClick={() => {
                setTried(true);
                if (parsed.success) save.mutate(parsed.data);
              }}
            >
              {t('schedule.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={removing !== null}
        title={t('schedule.deleteTitle')}
        message={t('schedule.deleteBody', { title: removing ?? '' })}
        confirmLabel={t('schedule.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing, { onSettled: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
