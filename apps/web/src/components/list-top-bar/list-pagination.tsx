import { Group, Text } from '@mantine/core';
import { Trans, useTranslation } from '../../i18n/translation';
import type { ListDefaults } from './list-params';
import { PageLinks } from './page-links';
import type { ListPage } from './select-page';
import { useListParams } from './use-list-params';

interface ListPaginationProps {
  page: Pick<ListPage<unknown>, 'page' | 'pageCount' | 'total'>;
  /** The list's defaults, as given to its top bar (its page size without one in the URL). */
  defaults?: ListDefaults<string>;
}

/** The page links under a list, and where the shown items sit in the whole. */
export function ListPagination({ page, defaults }: ListPaginationProps) {
  const { t } = useTranslation('components');
  const list = useListParams<string>(defaults);
  const first = page.total === 0 ? 0 : (page.page - 1) * list.params.size + 1;
  const last = Math.min(page.page * list.params.size, page.total);
  return (
    <Group justify="space-between" gap="sm">
      {/* The sentence takes its direction from its words; each number or range stays one
          left-to-right unit, so right-to-left reads "1–5 of 43", not "of 43 5–1". */}
      <Text size="sm" c="dimmed" dir="auto">
        <Trans
          t={t}
          i18nKey="list.range"
          values={{ first, last, total: page.total }}
          components={{ n: <bdi dir="ltr" /> }}
        />
      </Text>
      {page.pageCount > 1 && (
        <PageLinks total={page.pageCount} value={page.page} onChange={(value) => list.set({ page: value })} />
      )}
    </Group>
  );
}
