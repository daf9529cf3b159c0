import { Table, Text } from '@mantine/core';
import type { TaxConfig } from '@perkdesk/contracts';
import { taxLevelOf } from '@perkdesk/domain';
import { useTranslation } from '../../../i18n/translation';

/** Each chosen tax with its type, rate, level and place (most specific part first). */
export function TaxTable({ taxes }: { taxes: readonly TaxConfig[] }) {
  const { t } = useTranslation('business-profile');
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('taxes.tax')}</Table.Th>
            <Table.Th ta="end">{t('taxes.rate')}</Table.Th>
            <Table.Th>{t('taxes.level')}</Table.Th>
            <Table.Th>{t('taxes.place')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {taxes.map((tax) => (
            <Table.Tr key={tax.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {tax.taxType}
                </Text>
                {tax.description && (
                  <Text size="xs" c="dimmed">
                    {tax.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {Number(tax.percentage.toFixed(3))}%
              </Table.Td>
              <Table.Td>{t(`taxes.levels.${taxLevelOf(tax)}`)}</Table.Td>
              <Table.Td>{[tax.city, tax.province, tax.country].filter(Boolean).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
