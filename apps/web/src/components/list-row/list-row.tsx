import { Checkbox, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { LastUpdated } from './last-updated';
import classes from './list-row.module.css';
import { type RowActionHandlers, RowActions } from './row-actions';

export interface RowStatus {
  active: boolean;
  onToggle: (active: boolean) => void;
  disabled?: boolean;
  /** Why the toggle is disabled, as its tooltip. */
  disabledReason?: string;
}

export interface ListRowProps extends RowActionHandlers {
  /** Plain name, for the checkbox's and icons' accessible names. */
  name: string;
  title?: ReactNode;
  subtitle?: ReactNode;
  media?: ReactNode;
  badges?: ReactNode;
  lastUpdatedAt?: string | null;
  checked?: boolean;
  onCheck?: (checked: boolean) => void;
  status?: RowStatus;
}

/** A row of a shared list (spec 2 §2): checkbox, title, last updated, status toggle and icons. */
export function ListRow({
  name,
  title,
  subtitle,
  media,
  badges,
  lastUpdatedAt,
  checked,
  onCheck,
  status,
  ...actions
}: ListRowProps) {
  const { t } = useTranslation('components');
  return (
    <div className={classes.row} data-checked={checked || undefined}>
      <Group gap="md" wrap="nowrap" className={classes.main}>
        {onCheck && (
          <Checkbox
            aria-label={t('row.select', { name })}
            checked={checked ?? false}
            onChange={(event) => onCheck(event.currentTarget.checked)}
          />
        )}
        {media}
        <Stack gap={2} className={classes.text}>
          <Group gap="xs" wrap="wrap">
            {/* bdi: names and addresses keep their own direction on a right-to-left page. */}
            <Text fw={600} className={classes.title}>
              <bdi>{title ?? name}</bdi>
            </Text>
            {badges}
          </Group>
          {subtitle && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              <bdi>{subtitle}</bdi>
            </Text>
          )}
          <LastUpdated at={lastUpdatedAt} />
        </Stack>
      </Group>
      <Group gap="sm" wrap="nowrap" className={classes.side}>
        {status && (
          <Tooltip label={status.disabledReason} disabled={!status.disabledReason}>
            <Switch
              aria-label={t('row.statusNamed', { name })}
              label={status.active ? t('row.active') : t('row.inactive')}
              checked={status.active}
              disabled={status.disabled}
              onChange={(event) => status.onToggle(event.currentTarget.checked)}
              classNames={{ label: classes.statusLabel }}
            />
          </Tooltip>
        )}
        <RowActions name={name} {...actions} />
      </Group>
    </div>
  );
}
