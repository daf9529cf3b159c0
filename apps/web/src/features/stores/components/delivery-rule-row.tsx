import { Badge } from '@mantine/core';
import type { DeliveryRule } from '@perkdesk/contracts';
import { ListRow } from '../../../components/list-row/list-row';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../lib/display-format';

interface DeliveryRuleRowProps {
  rule: DeliveryRule;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** "5 KM" with the rule's name, price and minimum (spec 2 §3 Delivery rule). */
export function DeliveryRuleRow({ rule, onToggle, onEdit, onDelete }: DeliveryRuleRowProps) {
  const { t } = useTranslation('stores');
  const label = t('rules.km', { distance: rule.distance });
  return (
    <ListRow
      name={`${label} ${rule.name}`}
      title={label}
      subtitle={t('rules.summary', {
        name: rule.name,
        price: formatMoney(rule.price),
        minimum: formatMoney(rule.minAmount),
      })}
      badges={
        <Badge size="xs" variant="light" color={rule.isDefaultStoreTax ? 'gray' : 'blue'}>
          {rule.isDefaultStoreTax
            ? t('rules.storeTaxes')
            : rule.taxConfigIds.length
              ? t('rules.ownTaxes')
              : t('rules.taxExempt')}
        </Badge>
      }
      lastUpdatedAt={rule.lastUpdatedAt}
      status={{ active: rule.status === 'ACTIVE', onToggle }}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
