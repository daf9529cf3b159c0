import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { MerchantProfile } from '@perkdesk/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { WeeklySchedule } from '../../../components/weekly-schedule/weekly-schedule';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { defaultTaxesQuery } from '../api/get-default-taxes';
import { useMerchantProfile } from '../api/get-merchant-profile';
import { useUpdateMerchantProfile } from '../api/update-merchant-profile';
import { AddressFields } from '../components/address-fields';
import { FirstStoreNotice, type FirstStoreOutcome } from '../components/first-store-notice';
import { LocationFields } from '../components/location-fields';
import { ProfileState } from '../components/profile-state';
import { ServeOptionsField } from '../components/serve-options-field';
import { SetupActions } from '../components/setup-actions';
import { SetupPage } from '../components/setup-page';
import { detailsFormSchema, toDetailsFormValues, toDetailsUpdate } from '../details-form';
import { createdFirstStore, firstStoreBlocker } from '../first-store';

/** /app/setup/business-profile-details: address, opening hours and serve options. */
export function BusinessProfileDetailsPage() {
  const { t } = useTranslation('business-profile');
  const profile = useMerchantProfile();
  return (
    <SetupPage
      step="profile"
      title={t('details.title')}
      subtitle={t('details.subtitle')}
      profile={profile.data}
    >
      <ProfileState query={profile}>{(loaded) => <DetailsForm profile={loaded} />}</ProfileState>
    </SetupPage>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={4}>{title}</Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

function DetailsForm({ profile }: { profile: MerchantProfile }) {
  const { t } = useTranslation('business-profile');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateMerchantProfile();
  const [outcome, setOutcome] = useState<FirstStoreOutcome | null>(null);
  const form = useForm({
    resolver: zodResolver(detailsFormSchema),
    defaultValues: toDetailsFormValues(profile),
  });
  const hadStores = profile.stores.length > 0;

  const onSaved = async (saved: MerchantProfile) => {
    const storeId = createdFirstStore(profile, saved);
    if (storeId) return setOutcome({ kind: 'created', storeId, name: saved.name ?? '' });
    // No store although none exists: say what is still missing rather than move on silently.
    const address = saved.address;
    if (!hadStores && address) {
      const defaults = await queryClient.fetchQuery(defaultTaxesQuery(address)).catch(() => []);
      const blocker = firstStoreBlocker(saved, defaults.length);
      if (blocker) return setOutcome({ kind: 'pending', blocker });
    }
    navigate(paths.setup.businessBrand);
  };

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(toDetailsUpdate(values), { onSuccess: onSaved }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {outcome && <FirstStoreNotice outcome={outcome} />}
        {hadStores && !outcome && (
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
            {t('details.storesExist')}
          </Alert>
        )}
        <Section title={t('details.address')}>
          <AddressFields form={form} />
        </Section>
        <Section title={t('details.location')} hint={t('details.locationHint')}>
          <LocationFields form={form} />
        </Section>
        <Section title={t('details.hours')} hint={t('details.hoursHint')}>
          <Controller
            control={form.control}
            name="operationTime"
            render={({ field, fieldState }) => (
              <WeeklySchedule
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>
        <Section title={t('details.serve')}>
          <ServeOptionsField form={form} />
        </Section>
        {outcome ? (
          <SetupActions
            back={paths.setup.businessProfile}
            nextLabel={t('details.continueToBrand')}
            onNext={() => navigate(paths.setup.businessBrand)}
          />
        ) : (
          <SetupActions back={paths.setup.businessProfile} pending={update.isPending} />
        )}
      </Stack>
    </form>
  );
}
