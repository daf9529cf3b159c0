import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Box, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../lib/display-format';
import { usePostHistory } from '../api/posts';
import { PageHeader } from '../components/page-header';
import { cutTitle } from '../model/calendar';
import { engagementTotals, postFigures } from '../model/engagement';
import { formatDateTime, postDate, writtenText } from '../model/post-view';

const FIGURES = ['likes', 'comments', 'shares', 'views', 'reach'] as const;
const ORDER_FIGURES = ['visits', 'orders', 'revenueCents', 'newClients'] as const;

/**
 * /app/social-media-posting/engagement: the published posts' engagement and what their tracked
 * links brought in (visits, orders, revenue, new clients), in total and per post.
 */
export function EngagementPage() {
  const { t, i18n } = useTranslation('social');
  const history = usePostHistory();
  const published = (history.data ?? []).filter((post) => post.status === 'success');
  const totals = engagementTotals(published);
  const value = (key: (typeof ORDER_FIGURES)[number] | (typeof FIGURES)[number], n: number) =>
    key === 'revenueCents' ? formatMoney(n / 100) : String(n);
  const chart = published.slice(0, 12).map((post) => ({
    post: cutTitle(writtenText(post), 16),
    ...Object.fromEntries(FIGURES.map((key) => [key, postFigures(post)[key]])),
    orders: post.attribution.orders,
  }));
  return (
    <Stack gap="md">
      <PageHeader title={t('engagement.title')} subtitle={t('engagement.subtitle')} />
      {history.isPending && <Skeleton h={320} radius="md" />}
      {history.data && published.length === 0 && (
        <Alert color="gray" variant="light" title={t('empty.all')} />
      )}
      {history.data && published.length > 0 && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            {[...FIGURES, ...ORDER_FIGURES].map((key) => (
              <Paper key={key} withBorder radius="md" p="md" data-testid={`total-${key}`}>
                <Text size="xs" c="dimmed">
                  {t(`engagement.figures.${key}`)}
                </Text>
                <Text fw={700} size="xl">
                  <bdi>{value(key, totals[key])}</bdi>
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Paper withBorder radius="md" p="md">
            <Title order={4} mb="sm">
              {t('engagement.perPostChart')}
            </Title>
            {/* Plotted left to right in either direction, like the dashboards' time axes. */}
            <Box dir="ltr">
              <BarChart
                h={260}
                data={chart}
                dataKey="post"
                series={[
                  { name: 'likes', label: t('engagement.figures.likes'), color: 'blue.6' },
                  { name: 'comments', label: t('engagement.figures.comments'), color: 'teal.6' },
                  { name: 'shares', label: t('engagement.figures.shares'), color: 'orange.6' },
                  { name: 'orders', label: t('engagement.figures.orders'), color: 'grape.6' },
                ]}
                withLegend
                aria-label={t('engagement.perPostChart')}
              />
            </Box>
          </Paper>
          <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
            <Table striped miw={720} aria-label={t('engagement.perPost')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('engagement.post')}</Table.Th>
                  {[...FIGURES, ...ORDER_FIGURES].map((key) => (
                    <Table.Th key={key} ta="end">
                      {t(`engagement.figures.${key}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {published.map((post) => {
                  const figures = postFigures(post);
                  const date = postDate(post);
                  return (
                    <Table.Tr key={post.refId}>
                      <Table.Td maw={260}>
                        <Text size="sm" truncate dir="auto">
                          {writtenText(post)}
                        </Text>
                        {date && (
                          <Text size="xs" c="dimmed">
                            <bdi>{formatDateTime(date, i18n.language)}</bdi>
                          </Text>
                        )}
                      </Table.Td>
                      {[...FIGURES, ...ORDER_FIGURES].map((key) => (
                        <Table.Td key={key} ta="end">
                          <bdi>{value(key, figures[key])}</bdi>
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Paper>
        </>
      )}
    </Stack>
  );
}
