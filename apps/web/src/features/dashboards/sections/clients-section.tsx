import type { MetricTotal } from '@perkdesk/contracts';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { EmptyState } from '../components/empty-state';
import { SectionCard, type SectionState } from '../components/section-card';
import { ShareDonut } from '../components/share-donut';

interface ClientsSectionProps {
  /** The sales init figures, which carry the new and returning clients. */
  totals: readonly MetricTotal[] | undefined;
  state: SectionState;
}

/** Clients split new / returning (spec 2 Dashboards). */
export function ClientsSection({ totals, state }: ClientsSectionProps) {
  const { t } = useTranslation('dashboards');
  const total = (metric: MetricTotal['metric']) => totals?.find((row) => row.metric === metric)?.total ?? 0;
  const slices = [
    { name: t('clients.new'), value: total('TOTAL_NEW_CLIENTS'), color: 'cyan.6' },
    { name: t('clients.returning'), value: total('TOTAL_RETURNING_CLIENTS'), color: 'grape.6' },
  ];
  return (
    <SectionCard
      title={t('clients.title')}
      subtitle={t('clients.subtitle')}
      state={state}
      skeletonHeight={190}
    >
      {slices.every((slice) => slice.value === 0) ? (
        <EmptyState
          icon={<IconUsers size={22} />}
          title={t('empty.clientsTitle')}
          body={t('empty.clientsBody')}
        />
      ) : (
        <ShareDonut
          slices={slices}
          label={t('clients.chart')}
          columns={[t('clients.kind'), t('metrics.TOTAL_CLIENTS'), t('clients.share')]}
        />
      )}
    </SectionCard>
  );
}
