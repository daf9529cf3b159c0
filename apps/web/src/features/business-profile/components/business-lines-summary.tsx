import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { MerchantProfile } from '@perkdesk/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { findBusinessType } from '../catalogue/business-types';
import { CategoryIcon } from './category-icon';

/** The type and lines chosen in the first two steps, shown (and linked) beside the profile form. */
export function BusinessLinesSummary({ profile }: { profile: MerchantProfile }) {
  const { t } = useTranslation('business-profile');
  const type = findBusinessType(profile.businessType);
  const titleOf = (title: string) => {
    const line = type?.lines.find((entry) => entry.title === title);
    return line ? t(`catalogue.lines.${line.key}`) : title;
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          {type && <CategoryIcon icon={type.icon} color={type.color} size={40} />}
          <div>
            <Text size="xs" c="dimmed">
              {t('profile.businessType')}
            </Text>
            <Text fw={600}>
              {type ? t(`catalogue.types.${type.key}`) : (profile.businessType ?? t('profile.noType'))}
            </Text>
          </div>
        </Group>
        <div>
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={500}>
              {t('profile.lines')}
            </Text>
            <Anchor component={Link} to={paths.setup.businessCategory} size="sm">
              {t('profile.editLines')}
            </Anchor>
          </Group>
          {profile.businessLines.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('profile.linesEmpty')}
            </Text>
          ) : (
            <Group gap={6}>
              {profile.businessLines.map((line) => (
                <Badge key={line} variant="light" radius="sm" tt="none" fw={500}>
                  {titleOf(line)}
                </Badge>
              ))}
            </Group>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
