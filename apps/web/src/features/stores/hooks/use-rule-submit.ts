import type { DeliveryRule } from '@perkdesk/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useSaveDeliveryRule } from '../api/save-delivery-rule';
import { useSetDeliveryRuleStatus } from '../api/set-delivery-rule-status';
import { ruleProblem } from '../delivery-rules/rule-checks';
import { formToInput, type RuleFormOutput } from '../delivery-rules/rule-form';
import { problemMessage } from '../delivery-rules/rule-problem-message';
import { withSavingToast } from '../saving-toast';

/**
 * Checks a rule as the server would, then saves it and, when the toggle differs from what the
 * save leaves, its status (status is not part of the body). Back to the list when done.
 */
export function useRuleSubmit(
  storeId: string,
  rule: DeliveryRule | undefined,
  rules: readonly DeliveryRule[],
) {
  const { t } = useTranslation('stores');
  const navigate = useNavigate();
  const save = useSaveDeliveryRule();
  const status = useSetDeliveryRuleStatus();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: RuleFormOutput) => {
    const found = ruleProblem(rules, {
      id: rule?.id ?? null,
      distance: values.distance,
      minAmount: values.minAmount,
    });
    setProblem(found ? problemMessage(t, found) : null);
    if (found) return;
    const saved = await withSavingToast(t('editor.saving'), () =>
      save.mutateAsync({ storeId, ruleId: rule?.id ?? null, input: formToInput(values) }),
    ).catch(() => null);
    if (!saved) return;
    const wanted = values.active ? 'ACTIVE' : 'INACTIVE';
    if (saved.status !== wanted)
      await status.mutateAsync({ storeId, ruleId: saved.id, status: wanted }).catch(() => null);
    notifySuccess(t('editor.saved'), t('editor.success'));
    navigate(paths.setup.store.deliveryRules(storeId));
  };
  return {
    submit,
    problem,
    clearProblem: () => setProblem(null),
    saving: save.isPending || status.isPending,
  };
}
