import { Button, Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Store } from '@perkdesk/contracts';
import { IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { useNestedDialog } from '../../../../components/dialog-stack/dialog-stack';
import { TaxConfigBadges } from '../../../../components/tax-config-dialog/tax-config-badges';
import { TaxConfigSelectDialog } from '../../../../components/tax-config-dialog/tax-config-select-dialog';
import { useTranslation } from '../../../../i18n/translation';
import { DEFAULT_STORE_TAX, type StoreTax } from '../product-form';

interface StoreTaxesFieldProps {
  /** The chosen stores, in order. */
  storeIds: readonly string[];
  stores: readonly Store[];
  value: Readonly<Record<string, StoreTax>>;
  onChange: (value: Record<string, StoreTax>) => void;
  readOnly?: boolean;
  error?: string;
}

/**
 * The product's taxes in each chosen store (contract §5 productTaxConfigs): the store's own
 * default taxes, or a chosen set; an empty chosen set makes it tax exempt there.
 */
export function StoreTaxesField({
  storeIds,
  stores,
  value,
  onChange,
  readOnly,
  error,
}: StoreTaxesFieldProps) {
  const { t } = useTranslation('products');
  const [choosing, setChoosing] = useState<Store | null>(null);
  useNestedDialog(choosing !== null);
  const set = (storeId: string, tax: StoreTax) => onChange({ ...value, [storeId]: tax });
  const chosenStores = storeIds
    .map((id) => stores.find((store) => store.id === id))
    .filter((s) => s !== undefined);

  return (
    <Input.Wrapper label={t('dialog.taxes')} description={t('dialog.taxesHint')} error={error}>
      <Stack gap="sm" mt={6}>
        {chosenStores.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('dialog.taxesNoStore')}
          </Text>
        )}
        {chosenStores.map((store) => {
          const tax = value[store.id] ?? DEFAULT_STORE_TAX;
          const mode = tax.isDefaultStoreTax ? 'default' : 'chosen';
          return (
            <Stack
              key={store.id}
              gap={6}
              p="sm"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text fw={600} size="sm">
                  <bdi>{store.name}</bdi>
                </Text>
                <SegmentedControl
                  size="xs"
                  readOnly={readOnly}
                  value={mode}
                  aria-label={t('dialog.taxesFor', { store: store.name })}
                  data={[
                    { value: 'default', label: t('dialog.taxDefault') },
                    { value: 'chosen', label: t('dialog.taxChosen') },
                  ]}
                  onChange={(next) =>
                    set(store.id, {
                      isDefaultStoreTax: next === 'default',
                      // Choosing starts from the store's own taxes.
                      taxConfigIds:
                        next === 'default'
                          ? tax.taxConfigIds
                          : tax.taxConfigIds.length > 0
                            ? tax.taxConfigIds
                            : [...store.taxConfigIds],
                    })
                  }
                />
              </Group>
              <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
                <TaxConfigBadges ids={tax.isDefaultStoreTax ? store.taxConfigIds : tax.taxConfigIds} />
                {!tax.isDefaultStoreTax && !readOnly && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconReceiptTax size={14} />}
                    onClick={() => setChoosing(store)}
                  >
                    {t('dialog.chooseTaxes')}
                  </Button>
                )}
              </Group>
            </Stack>
          );
        })}
      </Stack>
      <TaxConfigSelectDialog
        // Mounted per store: the dialog reads its place (the store's address) when it mounts.
        key={choosing?.id ?? 'none'}
        opened={choosing !== null}
        onClose={() => setChoosing(null)}
        value={choosing ? (value[choosing.id]?.taxConfigIds ?? []) : []}
        allowEmpty
        place={
          choosing
            ? {
                country: choosing.address.country,
                province: choosing.address.province,
                city: choosing.address.city,
              }
            : undefined
        }
        title={choosing ? t('dialog.taxesFor', { store: choosing.name }) : undefined}
        onApply={(ids) => choosing && set(choosing.id, { isDefaultStoreTax: false, taxConfigIds: ids })}
      />
    </Input.Wrapper>
  );
}
