import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DeliveryRule } from '@perkdesk/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { notifyFailure, notifySuccess } from '../../../lib/api-notify';
import { useDeleteDeliveryRule } from '../api/delete-delivery-rule';
import { useDeliveryRules } from '../api/list-delivery-rules';
import { useSetDeliveryRuleStatus } from '../api/set-delivery-rule-status';
import { DeliveryRuleRow } from '../components/delivery-rule-row';
import { deleteProblem } from '../delivery-rules/rule-checks';
import { problemMessage } from '../delivery-rules/rule-problem-message';
import { useStoreEditor } from '../use-store-editor';

/** The store's delivery rules, nearest first; each links to its editor by list index. */
export function DeliveryRulesTab() {
  const { t } = useTranslation('stores');
  const { storeId } = useStoreEditor();
  const navigate = useNavigate();
  const rules = useDeliveryRules(storeId ?? '');
  const status = useSetDeliveryRuleStatus();
  const remove = useDeleteDeliveryRule();
  const [toDelete, setToDelete] = useState<DeliveryRule | null>(null);
  if (!storeId) return null;
  const all = rules.data ?? [];
  // Shown by distance and minimum; the editor's idx stays the index in the server's order.
  const shown = [...all].sort((a, b) => a.distance - b.distance || a.minAmount - b.minAmount);

  const askDelete = (rule: DeliveryRule) => {
    const problem = deleteProblem(all, rule.id);
    if (problem) notifyFailure(problemMessage(t, problem));
    else setToDelete(rule);
  };
  const confirmDelete = () =>
    toDelete &&
    remove.mutate(
      { storeId, ruleId: toDelete.id },
      { onSuccess: () => notifySuccess(t('rules.deleted')), onSettled: () => setToDelete(null) },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={4}>{t('rules.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('rules.intro')}
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => navigate(paths.setup.store.deliveryRule(storeId, 'new'))}
        >
          {t('rules.add')}
        </Button>
      </Group>
      {rules.isError && <Alert color="red" variant="light" title={t('rules.loadFailed')} />}
      <Paper withBorder radius="md">
        {rules.isPending && <Skeleton h={120} />}
        {rules.isSuccess && all.length === 0 && (
          <Text c="dimmed" size="sm" p="lg" ta="center">
            {t('rules.empty')}
          </Text>
        )}
        {shown.map((rule) => (
          <DeliveryRuleRow
            key={rule.id}
            rule={rule}
            onToggle={(active) =>
              status.mutate({ storeId, ruleId: rule.id, status: active ? 'ACTIVE' : 'INACTIVE' })
            }
            onEdit={() => navigate(paths.setup.store.deliveryRule(storeId, all.indexOf(rule)))}
            onDelete={() => askDelete(rule)}
          />
        ))}
      </Paper>
      <ConfirmDialog
        opened={toDelete !== null}
        danger
        title={t('rules.deleteTitle', {
          label: toDelete ? t('rules.km', { distance: toDelete.distance }) : '',
        })}
        message={t('rules.deleteBody', { name: toDelete?.name ?? '' })}
        confirmLabel={t('rules.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
