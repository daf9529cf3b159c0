import {
  Alert,
  Anchor,
  Chip,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { SocialPlatform } from '@perkdesk/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/routes';
import { useTranslation } from '../../../../i18n/translation';
import { useSocialAccounts } from '../../api/accounts';
import { useAutoSchedules } from '../../api/auto-schedule';
import { PlatformIcon } from '../../components/platform-icon';
import {
  CUSTOM_UNITS,
  type CustomUnit,
  MAX_OCCURRENCES,
  REPEAT_KINDS,
  type RepeatKind,
} from '../../model/recurrence';
import { MAX_POSTS, type StepProps, WHEN, type When } from '../wizard-state';

/** Limit Your Post (spec 2 §2): where, how many posts, and when — now, at a date (with a repeat) or auto-scheduled. */
export function PostOptionsStep({ state, change }: StepProps) {
  const { t } = useTranslation('social');
  const accounts = useSocialAccounts();
  const schedules = useAutoSchedules();
  const connected = accounts.data?.activeSocialAccounts ?? [];
  const holiday = state.postType === 'holiday';
  const stale = state.platforms.filter((platform) => !connected.includes(platform));
  useEffect(() => {
    if (accounts.data && stale.length > 0)
      change({ platforms: state.platforms.filter((platform) => connected.includes(platform)) });
  }, [accounts.data, stale.length, state.platforms, connected, change]);

  return (
    <Stack gap="lg">
      <Title order={4}>{t('wizard.steps.post-options')}</Title>
      <Stack gap={6}>
        <Text fw={600}>{t('options.platforms')}</Text>
        {accounts.isPending && <Skeleton h={32} />}
        {accounts.data && connected.length === 0 && (
          <Alert color="orange" variant="light" title={t('options.noAccounts')}>
            <Anchor component={Link} to={paths.setup.socialMediaAccounts} size="sm">
              {t('options.connectAccounts')}
            </Anchor>
          </Alert>
        )}
        <Chip.Group
          multiple
          value={state.platforms}
          onChange={(values) => change({ platforms: values as SocialPlatform[] })}
        >
          <Group gap={6}>
            {connected.map((platform) => (
              <Chip key={platform} value={platform} icon={<PlatformIcon platform={platform} size={14} />}>
                {t(`platforms.${platform}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <NumberInput
        label={t('options.limit')}
        description={t('options.limitHint', { max: MAX_POSTS })}
        value={state.limit}
        onChange={(value) => change({ limit: Math.floor(Number(value) || 0) })}
        min={1}
        max={MAX_POSTS}
        maw={200}
      />
      {holiday ? (
        <Text size="sm" c="dimmed">
          {t('options.holidayDates')}
        </Text>
      ) : (
        <Stack gap="sm">
          <SegmentedControl
            value={state.when}
            onChange={(value) => change({ when: value as When })}
            data={WHEN.map((value) => ({ value, label: t(`options.when.${value}`) }))}
            maw={480}
          />
          {state.when === 'schedule' && (
            <>
              <TextInput
                type="datetime-local"
                label={t('options.date')}
                value={state.date}
                onChange={(event) => change({ date: event.currentTarget.value })}
                maw={280}
              />
              <Group gap="sm" align="flex-end">
                <Select
                  label={t('options.repeat')}
                  data={REPEAT_KINDS.map((value) => ({ value, label: t(`repeat.${value}`) }))}
                  value={state.repeat.kind}
                  onChange={(value) =>
                    change({
                      repeat: {
                        ...state.repeat,
                        kind: (value ?? 'none') as RepeatKind,
                        count: value === 'none' ? 1 : Math.max(2, state.repeat.count),
                      },
                    })
                  }
                  allowDeselect={false}
                  w={180}
                />
                {state.repeat.kind === 'custom' && (
                  <>
                    <NumberInput
                      label={t('options.every')}
                      value={state.repeat.every}
                      onChange={(value) =>
                        change({ repeat: { ...state.repeat, every: Math.floor(Number(value) || 0) } })
                      }
                      min={1}
                      max={52}
                      w={100}
                    />
                    <Select
                      aria-label={t('options.unit')}
                      data={CUSTOM_UNITS.map((value) => ({ value, label: t(`repeat.units.${value}`) }))}
                      value={state.repeat.unit}
                      onChange={(value) =>
                        change({ repeat: { ...state.repeat, unit: (value ?? 'days') as CustomUnit } })
                      }
                      allowDeselect={false}
                      w={120}
                    />
                  </>
                )}
                {state.repeat.kind !== 'none' && (
                  <NumberInput
                    label={t('options.occurrences')}
                    value={state.repeat.count}
                    onChange={(value) =>
                      change({ repeat: { ...state.repeat, count: Math.floor(Number(value) || 0) } })
                    }
                    min={1}
                    max={MAX_OCCURRENCES}
                    w={120}
                  />
                )}
              </Group>
            </>
          )}
          {state.when === 'auto' && (
            <>
              {schedules.data?.length === 0 && (
                <Alert color="orange" variant="light" title={t('options.noSchedules')}>
                  <Anchor component={Link} to={paths.social.schedule} size="sm">
                    {t('options.makeSchedule')}
                  </Anchor>
                </Alert>
              )}
              <Select
                label={t('options.autoSchedule')}
                data={(schedules.data ?? []).map((schedule) => schedule.title)}
                value={state.autoTitle || null}
                onChange={(value) => change({ autoTitle: value ?? '' })}
                maw={320}
              />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
