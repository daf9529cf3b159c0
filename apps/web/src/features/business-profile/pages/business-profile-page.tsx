import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { MerchantProfile } from '@perkdesk/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { translateServerMessage } from '../../../lib/server-messages';
import { useMerchantProfile } from '../api/get-merchant-profile';
import { useUpdateMerchantProfile } from '../api/update-merchant-profile';
import { BusinessLinesSummary } from '../components/business-lines-summary';
import { CharCount } from '../components/char-count';
import ltr from '../components/ltr-value.module.css';
import { ProfileState } from '../components/profile-state';
import { SetupActions } from '../components/setup-actions';
import { SetupPage } from '../components/setup-page';
import { profileFormSchema, toProfileFormValues, toProfileUpdate } from '../profile-form';

/** /app/setup/business-profile: name, description and contact details. */
export function BusinessProfilePage() {
  const { t } = useTranslation('business-profile');
  const profile = useMerchantProfile();
  return (
    <SetupPage
      step="profile"
      title={t('profile.title')}
      subtitle={t('profile.subtitle')}
      profile={profile.data}
    >
      <ProfileState query={profile}>{(loaded) => <ProfileForm profile={loaded} />}</ProfileState>
    </SetupPage>
  );
}

// The counter sits under the field, before any error.
const COUNTED = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

function ProfileForm({ profile }: { profile: MerchantProfile }) {
  const { t } = useTranslation('business-profile');
  const navigate = useNavigate();
  const update = useUpdateMerchantProfile();
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toProfileFormValues(profile),
  });
  const { errors } = form.formState;
  const message = (text: string | undefined) => translateServerMessage(text);
  const [name, description] = form.watch(['name', 'description']);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(toProfileUpdate(values), {
      onSuccess: () => navigate(paths.setup.businessProfileDetails),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <Title order={4}>{t('profile.about')}</Title>
                <TextInput
                  label={t('profile.name')}
                  placeholder={t('profile.namePlaceholder')}
                  required
                  maxLength={35}
                  autoComplete="organization"
                  inputWrapperOrder={COUNTED}
                  description={<CharCount value={name} max={35} />}
                  error={message(errors.name?.message)}
                  {...form.register('name')}
                />
                <Textarea
                  label={t('profile.description')}
                  placeholder={t('profile.descriptionPlaceholder')}
                  required
                  autosize
                  minRows={3}
                  maxRows={8}
                  maxLength={255}
                  inputWrapperOrder={COUNTED}
                  description={<CharCount value={description} max={255} />}
                  error={message(errors.description?.message)}
                  {...form.register('description')}
                />
                <Title order={4} mt="xs">
                  {t('profile.contact')}
                </Title>
                <Grid gutter="md">
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput
                      type="tel"
                      classNames={{ input: ltr.value }}
                      label={t('profile.phone')}
                      placeholder="+14165550199"
                      description={t('profile.phoneHint')}
                      inputWrapperOrder={COUNTED}
                      autoComplete="tel"
                      error={message(errors.phone?.message)}
                      {...form.register('phone')}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput
                      type="email"
                      classNames={{ input: ltr.value }}
                      label={t('profile.email')}
                      placeholder="hello@example.com"
                      autoComplete="email"
                      error={message(errors.email?.message)}
                      {...form.register('email')}
                    />
                  </Grid.Col>
                </Grid>
                <TextInput
                  type="url"
                  classNames={{ input: ltr.value }}
                  label={t('profile.website')}
                  placeholder={t('profile.websitePlaceholder')}
                  autoComplete="url"
                  error={message(errors.website?.message)}
                  {...form.register('website')}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <BusinessLinesSummary profile={profile} />
          </Grid.Col>
        </Grid>
        <SetupActions back={paths.setup.businessCategory} pending={update.isPending} />
      </Stack>
    </form>
  );
}
