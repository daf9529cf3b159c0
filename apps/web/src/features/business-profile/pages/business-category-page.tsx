import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { MAX_BUSINESS_LINES, type MerchantProfile } from '@perkdesk/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { useMerchantProfile } from '../api/get-merchant-profile';
import { useUpdateMerchantProfile } from '../api/update-merchant-profile';
import { findBusinessType } from '../catalogue/business-types';
import type { BusinessType } from '../catalogue/catalogue-types';
import { CategoryIcon } from '../components/category-icon';
import { LineOption } from '../components/line-option';
import { ProfileState } from '../components/profile-state';
import { SetupActions } from '../components/setup-actions';
import { SetupPage } from '../components/setup-page';
import { toggleLine } from '../toggle-line';

/** /app/setup/business-category: the chosen type's subcategories, saved as `businessLines`. */
export function BusinessCategoryPage() {
  const { t } = useTranslation('business-profile');
  const profile = useMerchantProfile();
  return (
    <SetupPage
      step="category"
      title={t('category.title')}
      subtitle={t('category.subtitle', { max: MAX_BUSINESS_LINES })}
      profile={profile.data}
    >
      <ProfileState query={profile}>
        {(loaded) => {
          const type = findBusinessType(loaded.businessType);
          return type ? <LinePicker profile={loaded} type={type} /> : <NoType saved={loaded.businessType} />;
        }}
      </ProfileState>
    </SetupPage>
  );
}

function LinePicker({ profile, type }: { profile: MerchantProfile; type: BusinessType }) {
  const { t } = useTranslation('business-profile');
  const navigate = useNavigate();
  const update = useUpdateMerchantProfile();
  // Lines saved under another type (or renamed since) are not offered, so they are not kept.
  const [selected, setSelected] = useState(() =>
    profile.businessLines.filter((title) => type.lines.some((line) => line.title === title)),
  );
  const atLimit = selected.length >= MAX_BUSINESS_LINES;

  const save = () =>
    update.mutate({ businessLines: selected }, { onSuccess: () => navigate(paths.setup.businessProfile) });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <CategoryIcon icon={type.icon} color={type.color} size={44} />
            <div>
              <Text size="xs" c="dimmed">
                {t('profile.businessType')}
              </Text>
              <Text fw={600}>{t(`catalogue.types.${type.key}`)}</Text>
            </div>
          </Group>
          <Button component={Link} to={paths.setup.businessType} variant="subtle" size="compact-sm">
            {t('category.changeType')}
          </Button>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm">
        {type.lines.map((line) => {
          const checked = selected.includes(line.title);
          return (
            <LineOption
              key={line.id}
              line={line}
              color={type.color}
              checked={checked}
              disabled={!checked && atLimit}
              onToggle={(toggled) => setSelected((current) => toggleLine(current, toggled.title))}
            />
          );
        })}
      </SimpleGrid>
      {atLimit && (
        <Text size="sm" c="dimmed" role="status">
          {t('category.atLimit', { max: MAX_BUSINESS_LINES })}
        </Text>
      )}
      <SetupActions
        back={paths.setup.businessType}
        onNext={save}
        nextDisabled={selected.length === 0}
        pending={update.isPending}
        status={
          selected.length === 0
            ? t('category.needOne')
            : t('category.counter', { count: selected.length, max: MAX_BUSINESS_LINES })
        }
      />
    </Stack>
  );
}

function NoType({ saved }: { saved: string | null }) {
  const { t } = useTranslation('business-profile');
  return (
    <Alert variant="light" title={t('category.noTypeTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{saved ? t('category.unknownType', { type: saved }) : t('category.noTypeBody')}</Text>
        <Button component={Link} to={paths.setup.businessType} size="xs">
          {t('category.noTypeAction')}
        </Button>
      </Stack>
    </Alert>
  );
}
