import { Alert, Badge, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';
import { formatPoints } from '../../../lib/display-format';
import { useMerchantPointsHistory } from '../api/merchant-points';

/** The last movements shown; the full record is the server's. */
const SHOWN = 20;

/** The merchant's global points movements, newest first: points earned by orders and redemptions. */
export function PointsHistory() {
  const { t, i18n } = useTranslation('promotions');
  const history = useMerchantPointsHistory();
  const entries = [...(history.data ?? [])].reverse().slice(0, SHOWN);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4}>{t('points.history')}</Title>
        {history.isPending && <Skeleton h={80} />}
        {history.isError && <Alert color="red" variant="light" title={t('points.historyLoadFailed')} />}
        {history.isSuccess && entries.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('points.noHistory')}
          </Text>
        )}
        {entries.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      <bdi>{new Date(entry.createdAt).toLocaleString(i18n.language)}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        tt="none"
                        color={entry.historyType === 'ADDED' ? 'green' : 'orange'}
                      >
                        {t(`points.historyType.${entry.historyType}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <bdi>
                        {entry.historyType === 'ADDED' ? '+' : '−'}
                        {formatPoints(Math.abs(entry.points))}
                      </bdi>
                    </Table.Td>
                    <Table.Td c="dimmed">
                      {entry.orderId && <bdi>{t('points.order', { number: entry.orderId.slice(-4) })}</bdi>}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
