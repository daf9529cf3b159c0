import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MerchantProfile, Store, TaxConfig } from '@perkdesk/contracts';
import { IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TaxConfigSelectDialog } from '../../../components/tax-config-dialog/tax-config-select-dialog';
import { useAllTaxConfigs } from '../../../components/tax-config-dialog/tax-configs-query';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useDefaultTaxes } from '../api/get-default-taxes';
import { useFirstStore } from '../api/get-first-store';
import { useMerchantProfile } from '../api/get-merchant-profile';
import { useUpdateMerchantProfile } from '../api/update-merchant-profile';
import { useUpdateStoreTaxes } from '../api/update-store-taxes';
import { ProfileState } from '../components/profile-state';
import { SetupActions } from '../components/setup-actions';
import { SetupPage } from '../components/setup-page';
import { TaxTable } from '../components/tax-table';
import { createdFirstStore } from '../first-store';
import { initialTaxIds, sameIds } from '../tax-choice';

type Address = NonNullable<MerchantProfile['address']>;

/** /app/setup/business-tax-details: the first store's taxes, the address's default to start with. */
export function BusinessTaxDetailsPage() {
  const { t } = useTranslation('business-profile');
  const profile = useMerchantProfile();
  return (
    <SetupPage step="taxes" title={t('taxes.title')} subtitle={t('taxes.subtitle')} profile={profile.data}>
      <ProfileState query={profile}>
        {(loaded) => (loaded.address ? <TaxStep profile={loaded} address={loaded.address} /> : <NoAddress />)}
      </ProfileState>
    </SetupPage>
  );
}

function NoAddress() {
  const { t } = useTranslation('business-profile');
  return (
    <Alert variant="light" title={t('taxes.noAddressTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('taxes.noAddressBody')}</Text>
        <Button component={Link} to={paths.setup.businessProfileDetails} size="xs">
          {t('taxes.noAddressAction')}
        </Button>
      </Stack>
    </Alert>
  );
}

function TaxStep({ profile, address }: { profile: MerchantProfile; address: Address }) {
  const defaults = useDefaultTaxes(address);
  const all = useAllTaxConfigs();
  const storeId = profile.stores[0];
  const store = useFirstStore(storeId);
  if (!defaults.data || !all.data || (storeId && !store.data)) return <Skeleton h={220} radius="md" />;
  return (
    <TaxEditor
      profile={profile}
      address={address}
      defaults={defaults.data}
      all={all.data}
      store={store.data}
    />
  );
}

interface TaxEditorProps {
  profile: MerchantProfile;
  address: Address;
  defaults: TaxConfig[];
  all: TaxConfig[];
  store: Store | undefined;
}

function TaxEditor({ profile, address, defaults, all, store }: TaxEditorProps) {
  const { t } = useTranslation('business-profile');
  const navigate = useNavigate();
  const saveProfile = useUpdateMerchantProfile();
  const saveStore = useUpdateStoreTaxes();
  const defaultIds = defaults.map((tax) => tax.id);
  const [ids, setIds] = useState(() => initialTaxIds(store?.taxConfigIds, profile.taxConfigIds, defaultIds));
  const [choosing, setChoosing] = useState(false);
  const chosen = all.filter((tax) => ids.includes(tax.id));
  const isDefault = defaultIds.length > 0 && sameIds(ids, defaultIds);

  const finish = async () => {
    const saved = await saveProfile.mutateAsync({ taxConfigIds: ids });
    if (store && !sameIds(store.taxConfigIds, ids)) await saveStore.mutateAsync({ store, taxConfigIds: ids });
    const created = createdFirstStore(profile, saved);
    notifySuccess(created ? t('details.storeCreatedTitle') : t('taxes.finished'));
    navigate(paths.setup.businessLocation);
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <IconReceiptTax size={22} stroke={1.6} aria-hidden />
              <Title order={4}>{t('progress.taxes')}</Title>
              <Badge variant="light" color={isDefault ? 'teal' : 'gray'} tt="none">
                {isDefault ? t('taxes.suggested') : t('taxes.chosen')}
              </Badge>
            </Group>
            <Group gap="xs">
              {!isDefault && defaultIds.length > 0 && (
                <Button variant="subtle" onClick={() => setIds(defaultIds)}>
                  {t('taxes.useDefault')}
                </Button>
              )}
              <Button variant="light" onClick={() => setChoosing(true)}>
                {t('taxes.change')}
              </Button>
            </Group>
          </Group>
          {chosen.length > 0 ? (
            <TaxTable taxes={chosen} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('taxes.noDefault')}
            </Text>
          )}
          {store && (
            <Text size="sm" c="dimmed">
              {t('taxes.appliesToStore', { name: store.name })}
            </Text>
          )}
        </Stack>
      </Paper>
      <SetupActions
        back={paths.setup.businessBrand}
        nextLabel={t('taxes.finish')}
        onNext={() => void finish().catch(() => undefined)}
        nextDisabled={ids.length === 0}
        pending={saveProfile.isPending || saveStore.isPending}
      />
      <TaxConfigSelectDialog
        opened={choosing}
        onClose={() => setChoosing(false)}
        value={ids}
        onApply={setIds}
        place={{ country: address.country, province: address.province, city: address.city }}
      />
    </Stack>
  );
}
