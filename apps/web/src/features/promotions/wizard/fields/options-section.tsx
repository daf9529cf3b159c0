import { Divider, Radio, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { MoneyInput } from '../../../../components/money-input/money-input';
import { useTranslation } from '../../../../i18n/translation';
import { promotionTypeOf } from '../../perk-kinds';
import type { StepProps } from '../step-props';
import { raiseStock } from '../wizard-body';
import { CountInput } from './count-input';

/** Deals that have required item groups, so a chosen item can suggest them. */
const ITEM_HIGHLIGHT = new Set(['buy-one-get-one', 'combo', 'bundle']);

/**
 * The options of the last step, each for the types that use it (contract §6 Fields): Hide this
 * Perk with its coupon code, stock and per-customer limits, new clients, master, add-ons charged,
 * and the highlight (suggestion) of deals.
 */
export function OptionsSection({ alone = false, ...props }: StepProps & { alone?: boolean }) {
  const { t } = useTranslation('perk-wizard');
  const { kind, values, change, error } = props;
  const type = promotionTypeOf(kind);
  const hideable = type === 'DEAL' || type === 'POINT_PERK';
  const limited = type !== 'PUNCH_CARD';
  return (
    <Stack gap="sm">
      {/* Below the step's own fields, a line sets the options apart. */}
      {!alone && <Divider />}
      <Title order={4}>{t('fields.options')}</Title>
      {hideable && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Switch
            label={t('fields.hide')}
            description={t('fields.hideHint')}
            checked={values.hidden}
            onChange={(event) => change({ hidden: event.currentTarget.checked })}
          />
          {values.hidden && (
            <TextInput
              label={t('fields.couponCode')}
              description={t('fields.couponHint')}
              withAsterisk
              maxLength={10}
              value={values.couponCode}
              onChange={(event) => change({ couponCode: event.currentTarget.value.trim() })}
              error={error('couponCode')}
            />
          )}
        </SimpleGrid>
      )}
      {limited && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CountInput
            label={t('fields.limitedStock')}
            description={t('fields.limitedStockHint')}
            value={values.limitedStock}
            onChange={(limitedStock) => change({ limitedStock })}
            onBlur={() => change({ limitedStock: raiseStock(values.limitedStock) })}
            error={error('limitedStock')}
          />
          <CountInput
            label={t('fields.maxRedeem')}
            description={t('fields.maxRedeemHint')}
            value={values.maxRedeem}
            onChange={(maxRedeem) => change({ maxRedeem })}
            error={error('maxRedeem')}
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {hideable && (
          <Switch
            label={t('fields.isNewClient')}
            description={t('fields.isNewClientHint')}
            checked={values.isNewClient}
            onChange={(event) => change({ isNewClient: event.currentTarget.checked })}
          />
        )}
        {type === 'DEAL' && (
          <Switch
            label={t('fields.isMaster')}
            description={t('fields.isMasterHint')}
            checked={values.isMaster}
            onChange={(event) => change({ isMaster: event.currentTarget.checked })}
          />
        )}
        {type !== 'POINT_PERK' && (
          <Switch
            label={t('fields.isAddonCharged')}
            description={t('fields.isAddonChargedHint')}
            checked={values.isAddonCharged}
            onChange={(event) => change({ isAddonCharged: event.currentTarget.checked })}
          />
        )}
      </SimpleGrid>
      {type === 'DEAL' && <HighlightField {...props} />}
    </Stack>
  );
}

function HighlightField({ kind, values, change, error }: StepProps) {
  const { t } = useTranslation('perk-wizard');
  const groupChoice = kind === 'combo' || kind === 'bundle';
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('fields.highlight')}
        value={values.highlight}
        onChange={(value) => change({ highlight: value as typeof values.highlight })}
        error={error('highlight')}
      >
        <Stack gap={6} mt={6}>
          <Radio value="none" label={t('fields.highlightNone')} />
          {ITEM_HIGHLIGHT.has(kind) && <Radio value="item" label={t('fields.highlightItem')} />}
          <Radio value="cart" label={t('fields.highlightCart')} />
        </Stack>
      </Radio.Group>
      {values.highlight === 'item' && groupChoice && (
        <Select
          maw={280}
          label={t('fields.highlightGroup')}
          data={values.requiredGroups.map((_, index) => ({
            value: String(index),
            label: t('fields.groupTitle', { n: index + 1 }),
          }))}
          value={String(values.highlightGroup)}
          allowDeselect={false}
          onChange={(value) => change({ highlightGroup: Number(value ?? 0) })}
        />
      )}
      {values.highlight === 'cart' && (
        <MoneyInput
          maw={280}
          label={t('fields.highlightAmount')}
          description={t('fields.highlightAmountHint')}
          withAsterisk
          placeholder="0.00"
          value={values.highlightAmount}
          onChange={(highlightAmount) => change({ highlightAmount })}
          error={error('highlightAmount')}
        />
      )}
    </Stack>
  );
}
