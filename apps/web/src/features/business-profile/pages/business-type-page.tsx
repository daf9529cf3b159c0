import { Group, SimpleGrid, Text } from '@mantine/core';
import type { MerchantProfile } from '@perkdesk/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { useMerchantProfile } from '../api/get-merchant-profile';
import { useUpdateMerchantProfile } from '../api/update-merchant-profile';
import { BUSINESS_TYPES, findBusinessType } from '../catalogue/business-types';
import type { BusinessType } from '../catalogue/catalogue-types';
import { BusinessTypeCard } from '../components/business-type-card';
import { ProfileState } from '../components/profile-state';
import { SetupPage } from '../components/setup-page';

/** /app/setup/business-type: the main categories of the catalogue; choosing one saves it. */
export function BusinessTypePage() {
  const { t } = useTranslation('business-profile');
  const profile = useMerchantProfile();
  return (
    <SetupPage step="type" title={t('type.title')} subtitle={t('type.subtitle')} profile={profile.data}>
      <ProfileState query={profile}>{(loaded) => <TypeGrid profile={loaded} />}</ProfileState>
    </SetupPage>
  );
}

function TypeGrid({ profile }: { profile: MerchantProfile }) {
  const { t } = useTranslation('business-profile');
  const navigate = useNavigate();
  const update = useUpdateMerchantProfile();
  const current = findBusinessType(profile.businessType);

  const choose = (type: BusinessType) => {
    if (type.title === profile.businessType) {
      navigate(paths.setup.businessCategory);
      return;
    }
    // Lines belong to a type: another type starts with none chosen.
    update.mutate(
      { businessType: type.title, businessLines: [] },
      { onSuccess: () => navigate(paths.setup.businessCategory) },
    );
  };

  return (
    <>
      {current && profile.businessLines.length > 0 && (
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{t('type.changeNote', { type: t(`catalogue.types.${current.key}`) })}</Text>
        </Group>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4, xl: 5 }} spacing="md">
        {BUSINESS_TYPES.map((type) => (
          <BusinessTypeCard
            key={type.id}
            type={type}
            selected={type.title === profile.businessType}
            pending={update.isPending && update.variables?.businessType === type.title}
            disabled={update.isPending}
            onChoose={choose}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
