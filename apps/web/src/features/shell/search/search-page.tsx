import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ARCHIVE_SEARCH_MIN } from '@perkdesk/contracts';
import { IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usDateTime } from '../../../components/list-row/format-last-updated';
import { DETAIL_KEY } from '../../../components/list-top-bar/list-params';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../lib/display-format';
import { useOrderMatches, usePerkMatches, useProductMatches } from './search-queries';

const FIRST = 5;
const MORE = 10;

const detailLink = (list: string, id: string) => `${list}?${new URLSearchParams({ [DETAIL_KEY]: id })}`;

/**
 * /app/pages/miscellaneous/search?query=…: the top bar's search across the history's orders,
 * the products and the perks, each result a link to its own screen (docs/search.md).
 */
export function SearchPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const text = (params.get('query') ?? '').trim();
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        {t('search.title')}
      </Title>
      <SearchField key={text} initial={text} />
      {text === '' ? (
        <Text c="dimmed">
          <bdi>{t('search.empty')}</bdi>
        </Text>
      ) : (
        <>
          <Text c="dimmed" size="sm">
            <bdi>
              {t('search.resultsFor')} “{text}”
            </bdi>
          </Text>
          {/* Keyed by the text: a new search starts from the first results again. */}
          <OrderResults key={`orders:${text}`} text={text} />
          <ProductResults key={`products:${text}`} text={text} />
          <PerkResults key={`perks:${text}`} text={text} />
        </>
      )}
    </Stack>
  );
}

/** The page's own field: the top bar hides its search on narrow screens. */
function SearchField({ initial }: { initial: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          navigate(paths.search(value.trim()));
        }}
      >
        <TextInput
          label={t('topBar.searchLabel')}
          description={t('search.hint')}
          leftSection={<IconSearch size={16} stroke={1.6} />}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={100}
        />
      </form>
    </search>
  );
}

interface SectionProps {
  title: string;
  count: number | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  emptyText: string;
  children: ReactNode;
  footer?: ReactNode;
}

function ResultSection({
  title,
  count,
  loading,
  failed,
  onRetry,
  emptyText,
  children,
  footer,
}: SectionProps) {
  const { t } = useTranslation('shell');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group gap="xs" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {count !== undefined && (
          <Badge variant="light" color="gray">
            <bdi>{count}</bdi>
          </Badge>
        )}
      </Group>
      {failed ? (
        <Alert color="red" variant="light" title={t('search.failed')}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
            {t('retry', { ns: 'common' })}
          </Button>
        </Alert>
      ) : loading ? (
        <Stack gap="xs">
          <Skeleton h={18} />
          <Skeleton h={18} />
        </Stack>
      ) : count === 0 ? (
        <Text c="dimmed" size="sm">
          <bdi>{emptyText}</bdi>
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {children}
        </Stack>
      )}
      {footer}
    </Paper>
  );
}

function ResultRow({ to, label, detail }: { to: string; label: string; detail: ReactNode }) {
  return (
    <li>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Anchor component={Link} to={to} fw={500} truncate>
          {label}
        </Anchor>
        <Text size="sm" c="dimmed" ta="end">
          {detail}
        </Text>
      </Group>
    </li>
  );
}

function OrderResults({ text }: { text: string }) {
  const { t } = useTranslation('shell');
  const [size, setSize] = useState(FIRST);
  const tooShort = text.length < ARCHIVE_SEARCH_MIN;
  const orders = useOrderMatches(text, size);
  const page = orders.data;
  return (
    <ResultSection
      title={t('search.orders')}
      count={tooShort ? 0 : page?.totalElements}
      loading={!tooShort && !page}
      failed={!tooShort && orders.isError && !page}
      onRetry={() => orders.refetch()}
      emptyText={tooShort ? t('search.ordersTooShort', { min: ARCHIVE_SEARCH_MIN }) : t('search.noOrders')}
      footer={
        page && page.totalElements > page.content.length ? (
          <Button
            variant="subtle"
            size="xs"
            mt="xs"
            loading={orders.isFetching}
            onClick={() => setSize(size + MORE)}
          >
            {t('search.more')}
          </Button>
        ) : null
      }
    >
      {page?.content.map((order) => (
        <ResultRow
          key={order.id}
          to={paths.report.orderDetail(order.id)}
          label={t('search.orderLabel', { number: order.id.slice(-4), name: order.customerName ?? '—' })}
          detail={
            <>
              {order.status === 'REFUNDED' ? t('search.refunded') : t('search.completed')} ·{' '}
              <bdi>{formatMoney(order.totalAmount ?? 0)}</bdi> ·{' '}
              <bdi>{order.lastUpdatedAt ? usDateTime(new Date(order.lastUpdatedAt)) : ''}</bdi>
            </>
          }
        />
      ))}
    </ResultSection>
  );
}

interface NamedMatch {
  id: string;
  name: string;
  status: string;
}

interface NamedResultsProps<T extends NamedMatch> {
  title: string;
  emptyText: string;
  matches: UseQueryResult<T[]>;
  /** The list screen whose dialog opens a result (`?p=<id>`). */
  list: string;
  /** What follows the status on a result's line. */
  extra?: (match: T) => ReactNode;
}

/** Products or perks: unpaged lists, so FIRST results, then all of them on request. */
function NamedResults<T extends NamedMatch>({
  title,
  emptyText,
  matches,
  list,
  extra,
}: NamedResultsProps<T>) {
  const { t } = useTranslation('shell');
  const [all, setAll] = useState(false);
  const shown = all ? matches.data : matches.data?.slice(0, FIRST);
  return (
    <ResultSection
      title={title}
      count={matches.data?.length}
      loading={matches.isPending}
      failed={matches.isError}
      onRetry={() => matches.refetch()}
      emptyText={emptyText}
      footer={
        !all &&
        (matches.data?.length ?? 0) > FIRST && (
          <Button variant="subtle" size="xs" mt="xs" onClick={() => setAll(true)}>
            {t('search.all')}
          </Button>
        )
      }
    >
      {shown?.map((match) => (
        <ResultRow
          key={match.id}
          to={detailLink(list, match.id)}
          label={match.name}
          detail={
            <>
              {match.status === 'ACTIVE' ? t('search.active') : t('search.inactive')}
              {extra && <> · {extra(match)}</>}
            </>
          }
        />
      ))}
    </ResultSection>
  );
}

function ProductResults({ text }: { text: string }) {
  const { t } = useTranslation('shell');
  return (
    <NamedResults
      title={t('search.products')}
      emptyText={t('search.noProducts')}
      matches={useProductMatches(text)}
      list={paths.products.products}
      extra={(product) => <bdi>{formatMoney(product.price)}</bdi>}
    />
  );
}

function PerkResults({ text }: { text: string }) {
  const { t } = useTranslation('shell');
  return (
    <NamedResults
      title={t('search.perks')}
      emptyText={t('search.noPerks')}
      matches={usePerkMatches(text)}
      list={paths.promotions.main}
    />
  );
}
