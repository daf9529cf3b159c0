import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PromotionResponse } from '@perkdesk/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListFilter } from '../../../components/list-top-bar/list-filter';
import { ListPagination } from '../../../components/list-top-bar/list-pagination';
import { ListTopBar } from '../../../components/list-top-bar/list-top-bar';
import { selectPage } from '../../../components/list-top-bar/select-page';
import { useListParams } from '../../../components/list-top-bar/use-list-params';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { useStores } from '../../../lib/stores-query';
import { usePromotions } from '../api/list-promotions';
import { useSetPromotionStatus } from '../api/set-promotion-status';
import { PromotionDetailDialog } from '../detail/promotion-detail-dialog';
import { DeletePromotionsDialog } from '../list/delete-promotions-dialog';
import { PromotionListEmpty } from '../list/promotion-list-empty';
import {
  PROMOTION_LIST_DEFAULTS,
  promotionAccessors,
  serverFilters,
  TYPE_FILTER_KEY,
  TYPE_FILTER_OPTIONS,
} from '../list/promotion-list-params';
import { PromotionRow } from '../list/promotion-row';
import { usePromotionParam } from '../list/use-promotion-param';
import { duplicatePerkPath, editPerkPath } from '../perk-kinds';

/** An invalid or deleted perk cannot be edited (spec 2 §4 Dependencies). */
const editable = (promotion: PromotionResponse) => promotion.isValid && promotion.status !== 'DELETED';

/** /app/promotions/promotions-main: Your perks (spec 2 §2 Promotions, Screen behaviours). */
export function PromotionListPage() {
  const { t } = useTranslation(['promotions', 'components']);
  const navigate = useNavigate();
  const list = useListParams(PROMOTION_LIST_DEFAULTS);
  const promotions = usePromotions(serverFilters(list.params));
  const stores = useStores();
  const status = useSetPromotionStatus();
  const detail = usePromotionParam();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<PromotionResponse[]>([]);

  const page = selectPage(promotions.data ?? [], list.params, promotionAccessors);
  const shownChecked = page.items.filter((promotion) => checked.has(promotion.id));
  const storeNames = new Map((stores.data ?? []).map((store) => [store.id, store.name]));
  const check = (id: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const go = (path: string | null) => path && navigate(path);
  const filters: ListFilter[] = [
    { kind: 'store', stores: (stores.data ?? []).map((store) => ({ value: store.id, label: store.name })) },
    {
      kind: 'select',
      key: TYPE_FILTER_KEY,
      label: t('list.typeFilter'),
      placeholder: t('list.allTypes'),
      options: TYPE_FILTER_OPTIONS.map((type) => ({ value: type, label: t(`typeFilter.${type}`) })),
    },
    { kind: 'status' },
  ];
  const onlyChecked = shownChecked.length === 1 ? shownChecked[0] : undefined;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('list.subtitle')}
        </Text>
      </div>
      <ListTopBar
        onAdd={() => navigate(paths.promotions.newPerk)}
        addLabel={t('list.add')}
        onEdit={onlyChecked && editable(onlyChecked) ? () => go(editPerkPath(onlyChecked)) : undefined}
        onDelete={() => setToDelete(shownChecked)}
        selection={{
          checked: shownChecked.length,
          shown: page.items.length,
          onToggleAll: (on) =>
            setChecked(on ? new Set(page.items.map((promotion) => promotion.id)) : new Set()),
        }}
        searchPlaceholder={t('list.search')}
        filters={filters}
        sortOptions={['name', 'status', 'date']}
        defaults={PROMOTION_LIST_DEFAULTS}
      />
      {promotions.isError && (
        <Alert color="red" variant="light" title={t('list.loadFailed')}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => promotions.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </Alert>
      )}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {promotions.isPending && <Skeleton h={160} />}
        {promotions.isSuccess && page.items.length === 0 && <PromotionListEmpty filtered={list.filtered} />}
        {page.items.map((promotion) => (
          <PromotionRow
            key={promotion.id}
            promotion={promotion}
            storeNames={storeNames}
            detailHref={detail.hrefFor(promotion.id)}
            checked={checked.has(promotion.id)}
            onCheck={(on) => check(promotion.id, on)}
            onToggle={(active) => status.mutate({ id: promotion.id, status: active ? 'ACTIVE' : 'INACTIVE' })}
            onShow={() => navigate(detail.hrefFor(promotion.id))}
            onDuplicate={duplicatePerkPath(promotion) ? () => go(duplicatePerkPath(promotion)) : undefined}
            onEdit={
              editable(promotion) && editPerkPath(promotion) ? () => go(editPerkPath(promotion)) : undefined
            }
            onDelete={() => setToDelete([promotion])}
          />
        ))}
      </Paper>
      {promotions.isSuccess && <ListPagination page={page} />}

      <PromotionDetailDialog
        promotionId={detail.id}
        listed={promotions.data?.find((promotion) => promotion.id === detail.id)}
        storeNames={storeNames}
        onClose={detail.close}
        onEdit={(promotion) => go(editPerkPath(promotion))}
        onDuplicate={(promotion) => go(duplicatePerkPath(promotion))}
      />
      <DeletePromotionsDialog
        promotions={toDelete}
        onClose={() => setToDelete([])}
        onDeleted={(ids) => {
          setChecked((current) => new Set([...current].filter((id) => !ids.includes(id))));
          if (detail.id && ids.includes(detail.id)) detail.close();
        }}
      />
    </Stack>
  );
}
