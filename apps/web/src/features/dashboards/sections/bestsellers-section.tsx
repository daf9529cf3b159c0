import { Group, SegmentedControl, Stack, Table } from '@mantine/core';
import { BESTSELLER_SORTS, type BestsellerSort } from '@perkdesk/contracts';
import { IconTrophy } from '@tabler/icons-react';
import { PageLinks } from '../../../components/list-top-bar/page-links';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../lib/display-format';
import { BESTSELLER_PAGE_SIZE, useBestsellers } from '../api/bestsellers';
import classes from '../components/dashboards.module.css';
import { EmptyState } from '../components/empty-state';
import { SectionCard } from '../components/section-card';
import type { DashboardScope } from '../model/dashboard-scope';
import { formatCount } from '../model/metric-format';

interface BestsellersSectionProps {
  scope: DashboardScope | null;
  sort: BestsellerSort;
  page: number;
  onSort: (sort: BestsellerSort) => void;
  onPage: (page: number) => void;
}

/** Best sellers (spec 2 Dashboards): product name, gross amount and quantity, five a page. */
export function BestsellersSection({ scope, sort, page, onSort, onPage }: BestsellersSectionProps) {
  const { t } = useTranslation('dashboards');
  const query = useBestsellers(scope, sort, page);
  const rows = query.data?.content ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.totalElements ?? 0) / BESTSELLER_PAGE_SIZE));
  return (
    <SectionCard
      title={t('bestsellers.title')}
      subtitle={t('bestsellers.subtitle')}
      controls={
        <SegmentedControl
          size="xs"
          aria-label={t('bestsellers.sortLabel')}
          value={sort}
          onChange={(next) => onSort(next as BestsellerSort)}
          data={BESTSELLER_SORTS.map((key) => ({ value: key, label: t(`bestsellers.${key}`) }))}
        />
      }
      state={query}
      skeletonHeight={230}
    >
      {rows.length === 0 ? (
        <EmptyState
          icon={<IconTrophy size={22} />}
          title={t('empty.bestsellersTitle')}
          body={t('empty.bestsellersBody')}
        />
      ) : (
        <Stack gap="sm">
          <Table highlightOnHover fz="sm" captionSide="top">
            <caption className={classes.hiddenCaption}>{t('bestsellers.title')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={48}>
                  {t('bestsellers.rank')}
                </Table.Th>
                <Table.Th scope="col">{t('bestsellers.product')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('bestsellers.grossAmount')}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('bestsellers.totalQuantity')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.productId}>
                  <Table.Td c="dimmed">{(page - 1) * BESTSELLER_PAGE_SIZE + index + 1}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    {row.productName}
                  </Table.Th>
                  <Table.Td ta="end" fw={sort === 'grossAmount' ? 600 : undefined}>
                    <span className={classes.figure}>{formatMoney(row.grossAmount)}</span>
                  </Table.Td>
                  <Table.Td ta="end" fw={sort === 'totalQuantity' ? 600 : undefined}>
                    <span className={classes.figure}>{formatCount(row.totalQuantity)}</span>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {pages > 1 && (
            <Group justify="center">
              <PageLinks
                total={pages}
                value={Math.min(page, pages)}
                onChange={onPage}
                aria-label={t('bestsellers.pages')}
              />
            </Group>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
