import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { ListPagination } from '../../../components/list-top-bar/list-pagination';
import type { ListPage } from '../../../components/list-top-bar/select-page';
import { useTranslation } from '../../../i18n/translation';

interface CatalogueListFrameProps {
  title: string;
  subtitle: string;
  /** The list's query: a skeleton while it loads, the failure with a retry. */
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'isSuccess' | 'refetch'>;
  loadFailed: string;
  topBar: ReactNode;
  /** The page shown, for the pagination under the list; none hides it. */
  page: ListPage<unknown> | null;
  paperStyle?: CSSProperties;
  /** The rows, or what stands for them. */
  children: ReactNode;
  /** The dialogs the page opens. */
  dialogs: ReactNode;
}

/** A catalogue list page (spec 2 §2): title, top bar, the list in a panel, pagination. */
export function CatalogueListFrame(props: CatalogueListFrameProps) {
  const { t } = useTranslation('common');
  const { query } = props;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {props.title}
        </Title>
        <Text c="dimmed" size="sm">
          {props.subtitle}
        </Text>
      </div>
      {props.topBar}
      {query.isError && (
        <Alert color="red" variant="light" title={props.loadFailed}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => query.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      <Paper withBorder radius="md" style={props.paperStyle}>
        {query.isPending && <Skeleton h={160} />}
        {props.children}
      </Paper>
      {query.isSuccess && props.page && <ListPagination page={props.page} />}
      {props.dialogs}
    </Stack>
  );
}
