import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { DeliveryRule } from '@perkdesk/contracts';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { MoneyInput } from '../../../components/money-input/money-input';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { isFirstAtDistance } from '../delivery-rules/rule-checks';
import {
  type RuleFormOutput,
  type RuleFormValues,
  ruleFormSchema,
  ruleToForm,
} from '../delivery-rules/rule-form';
import { translateStoreMessage } from '../form/store-messages';
import { useRuleSubmit } from '../hooks/use-rule-submit';
import { RuleTaxField } from './rule-tax-field';

interface DeliveryRuleFormProps {
  storeId: string;
  rule: DeliveryRule | undefined;
  rules: readonly DeliveryRule[];
}

export function DeliveryRuleForm({ storeId, rule, rules }: DeliveryRuleFormProps) {
  const { t } = useTranslation('stores');
  const form = useForm<RuleFormValues, unknown, RuleFormOutput>({
    resolver: zodResolver(ruleFormSchema),
    defaultValues: ruleToForm(rule),
  });
  const { errors } = form.formState;
  const rulesSubmit = useRuleSubmit(storeId, rule, rules);
  const distance = useWatch({ control: form.control, name: 'distance' });
  // The first rule at a distance must have no minimum (spec 2 §5): the field is fixed at 0.
  const first = isFirstAtDistance(rules, { id: rule?.id ?? null, distance: Number(distance) });
  useEffect(() => {
    if (first) form.setValue('minAmount', '0.00');
  }, [first, form]);
  const message = (text?: string) => translateStoreMessage(t, text);

  return (
    <form onSubmit={form.handleSubmit(rulesSubmit.submit)} onChange={rulesSubmit.clearProblem} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('rules.name')}
          withAsterisk
          maxLength={35}
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Controller
            control={form.control}
            name="distance"
            render={({ field }) => (
              <MoneyInput
                {...field}
                label={t('rules.distance')}
                withAsterisk
                leftSection={null}
                rightSection={t('rules.kmUnit')}
                error={message(errors.distance?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="price"
            render={({ field }) => (
              <MoneyInput
                {...field}
                label={t('rules.price')}
                withAsterisk
                error={message(errors.price?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="minAmount"
            render={({ field }) => (
              <MoneyInput
                {...field}
                label={t('rules.minimum')}
                disabled={first}
                description={first ? t('rules.firstAtDistance') : undefined}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                error={message(errors.minAmount?.message)}
              />
            )}
          />
        </SimpleGrid>
        <RuleTaxField control={form.control} />
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch
              label={t('rules.active')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        {rulesSubmit.problem && (
          <Alert color="red" variant="light" role="alert">
            {rulesSubmit.problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={paths.setup.store.deliveryRules(storeId)}>
            {t('rules.cancel')}
          </Button>
          <Button type="submit" loading={rulesSubmit.saving}>
            {rule ? t('rules.save') : t('rules.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
