import { Group, Switch } from '@mantine/core';
import type { Store } from '@perkdesk/contracts';
import { ListFilters } from '../../../components/list-top-bar/list-filters';
import type { ListParams, ListParamsPatch } from '../../../components/list-top-bar/list-params';
import { useTranslation } from '../../../i18n/translation';

interface DashboardToolbarProps {
  params: ListParams<string>;
  stores: readonly Store[];
  live: boolean;
  onChange: (patch: ListParamsPatch) => void;
  onLive: (live: boolean) => void;
}

/**
 * The range and store of every figure, with the shared top bar's own controls (the store choice
 * shows from three stores up, spec 2 §9), and the realtime switch.
 */
export function DashboardToolbar({ params, stores, live, onChange, onLive }: DashboardToolbarProps) {
  const { t } = useTranslation('dashboards');
  return (
    <Group justify="space-between" gap="sm" role="group" aria-label={t('toolbar.label')}>
      <Group gap="sm">
        <ListFilters
          filters={[
            { kind: 'dateRange' },
            { kind: 'store', stores: stores.map((store) => ({ value: store.id, label: store.name })) },
          ]}
          params={params}
          onChange={onChange}
        />
      </Group>
      <Switch
        label={t('toolbar.realtime')}
        description={live ? t('toolbar.realtimeOn') : t('toolbar.realtimeOff')}
        checked={live}
        onChange={(event) => onLive(event.currentTarget.checked)}
      />
    </Group>
  );
}
