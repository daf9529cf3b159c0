import { ActionIcon, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../../i18n/translation';
import type { StepProps } from '../step-props';
import { emptyGroup, type ItemGroup } from '../wizard-values';
import { CountInput } from './count-input';
import { ProductPicker } from './product-picker';

/** The least number of groups a combo or bundle has (contract §6: g ≥ 2). */
const MIN_GROUPS = 2;

/**
 * Combo and bundle item groups (contract §6: group indexes 0..g−1): each group's products and the
 * units one use needs from it, and "+ Add Another Item Group".
 */
export function ItemGroupsField({ values, change, error, products }: StepProps) {
  const { t } = useTranslation('perk-wizard');
  const groups = values.requiredGroups;
  const setGroup = (index: number, patch: Partial<ItemGroup>) =>
    change({ requiredGroups: groups.map((group, i) => (i === index ? { ...group, ...patch } : group)) });
  const remove = (index: number) =>
    change({
      requiredGroups: groups.filter((_, i) => i !== index),
      // A highlighted group that goes leaves no highlight on another one.
      ...(values.highlightGroup >= index ? { highlightGroup: 0 } : {}),
    });

  return (
    <Input.Wrapper error={error('requiredProducts')}>
      <Stack gap="sm">
        {groups.map((group, index) => (
          // Groups have no identity beyond their position (their group index).
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the group index
          <Paper key={index} withBorder p="sm" radius="md">
            <Group justify="space-between" mb={4}>
              <Text fw={600} size="sm">
                {t('fields.groupTitle', { n: index + 1 })}
              </Text>
              {groups.length > MIN_GROUPS && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('fields.removeGroup', { n: index + 1 })}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <div style={{ flex: 1, minWidth: 0 }}>
                <ProductPicker
                  label={t('fields.requiredProducts')}
                  value={group.productIds}
                  onChange={(productIds) => setGroup(index, { productIds })}
                  products={products}
                />
              </div>
              <CountInput
                w={120}
                label={t('fields.groupQuantity')}
                value={group.quantity}
                onChange={(quantity) => setGroup(index, { quantity })}
              />
            </Group>
          </Paper>
        ))}
        <Group>
          <Button variant="light" onClick={() => change({ requiredGroups: [...groups, emptyGroup()] })}>
            <bdi>{t('fields.addGroup')}</bdi>
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
