import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DashboardToolbar } from '../components/dashboard-toolbar';
import { DemoHistoryNotice } from '../components/demo-history-notice';
import { PageHeader } from '../components/page-header';
import { RangeAlert } from '../components/range-alert';
import { DASHBOARD_PARAMS, type DashboardFilters } from '../hooks/use-dashboard-filters';
import { LiveRefresh } from './live-refresh';

interface DashboardFrameProps {
  title: string;
  subtitle: string;
  filters: DashboardFilters;
  children: ReactNode;
}

/**
 * What every dashboard screen shares: its title, the range/store/realtime bar, the live refresh
 * while the switch is on, the demo history's progress while it plays, and, instead of the
 * figures, why none are asked for.
 */
export function DashboardFrame({ title, subtitle, filters, children }: DashboardFrameProps) {
  return (
    <Stack gap="md">
      <PageHeader title={title} subtitle={subtitle} />
      <DashboardToolbar
        params={filters.params}
        stores={filters.stores}
        live={filters.live}
        onChange={filters.update}
        onLive={(live) => filters.update({ [DASHBOARD_PARAMS.live]: live ? 'on' : null })}
      />
      {filters.live && <LiveRefresh />}
      <DemoHistoryNotice />
      {filters.problem ? <RangeAlert problem={filters.problem} /> : children}
    </Stack>
  );
}
