import { Alert, Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { useDeliveryRules } from '../api/list-delivery-rules';
import { DeliveryRuleForm } from '../components/delivery-rule-form';
import classes from '../components/store-editor.module.css';
import { useStoreEditor } from '../use-store-editor';

/** …/delivery-rules/{idx}: idx is the rule's index in the store's list, or "new". */
export function DeliveryRulePage() {
  const { t } = useTranslation('stores');
  const { storeId } = useStoreEditor();
  const { idx = 'new' } = useParams();
  const rules = useDeliveryRules(storeId ?? '');
  if (!storeId) return null;
  const isNew = idx === 'new';
  const rule = isNew ? undefined : rules.data?.[Number(idx)];

  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to={paths.setup.store.deliveryRules(storeId)} size="sm" c="dimmed">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} className={classes.backIcon} />
          {t('rules.back')}
        </Group>
      </Anchor>
      <Title order={4}>
        {isNew
          ? t('rules.newTitle')
          : rule
            ? t('rules.editTitle', { label: t('rules.km', { distance: rule.distance }) })
            : ''}
      </Title>
      {rules.isPending && <Skeleton h={320} />}
      {rules.isSuccess && !isNew && !rule && (
        <Alert color="yellow" variant="light" title={t('rules.notFound')} />
      )}
      {rules.isSuccess && (isNew || rule) && (
        <DeliveryRuleForm key={rule?.id ?? 'new'} storeId={storeId} rule={rule} rules={rules.data} />
      )}
    </Stack>
  );
}
