import { Grid, Paper, Stack, Title } from '@mantine/core';
import type { MerchantProfile } from '@perkdesk/contracts';
import { MAX_IMAGES } from '@perkdesk/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ImageUploader } from '../../../components/image-uploader/image-uploader';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useMerchantProfile } from '../api/get-merchant-profile';
import { useUpdateMerchantProfile } from '../api/update-merchant-profile';
import { toBrandUpdate } from '../brand-update';
import { ProfileState } from '../components/profile-state';
import { SetupActions } from '../components/setup-actions';
import { SetupPage } from '../components/setup-page';

/** /app/setup/business-brand: the logo (square) and business photos (3:2). */
export function BusinessBrandPage() {
  const { t } = useTranslation('business-profile');
  const profile = useMerchantProfile();
  return (
    <SetupPage step="brand" title={t('brand.title')} subtitle={t('brand.subtitle')} profile={profile.data}>
      <ProfileState query={profile}>{(loaded) => <BrandForm profile={loaded} />}</ProfileState>
    </SetupPage>
  );
}

function BrandForm({ profile }: { profile: MerchantProfile }) {
  const { t } = useTranslation('business-profile');
  const navigate = useNavigate();
  const update = useUpdateMerchantProfile();
  const [logo, setLogo] = useState<string[]>(profile.logoUrl ? [profile.logoUrl] : []);
  const [images, setImages] = useState<string[]>(profile.imagesUrl);

  const save = () => {
    const patch = toBrandUpdate(profile, logo, images);
    if (!patch) return navigate(paths.setup.businessTaxDetails);
    update.mutate(patch, {
      onSuccess: () => {
        notifySuccess(t('brand.saved'));
        navigate(paths.setup.businessTaxDetails);
      },
    });
  };

  return (
    <Stack gap="md">
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
          <Paper withBorder radius="md" p="lg" h="100%">
            <Stack gap="sm">
              <Title order={4}>{t('brand.logo')}</Title>
              <ImageUploader
                value={logo}
                onChange={setLogo}
                max={1}
                aspect={1}
                description={t('brand.logoHint')}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>
          <Paper withBorder radius="md" p="lg" h="100%">
            <Stack gap="sm">
              <Title order={4}>{t('brand.images')}</Title>
              <ImageUploader
                value={images}
                onChange={setImages}
                max={MAX_IMAGES}
                aspect={1.5}
                description={t('brand.imagesHint', { max: MAX_IMAGES })}
              />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <SetupActions back={paths.setup.businessProfileDetails} onNext={save} pending={update.isPending} />
    </Stack>
  );
}
