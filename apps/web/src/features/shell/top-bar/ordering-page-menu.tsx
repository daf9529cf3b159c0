import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { useStores } from '../../../lib/stores-query';

/** The storefront's link for a store: its link name when set, else its id. */
const orderingLink = (store: { id: string; slug?: string | null }) =>
  `${window.location.origin}/s/${store.slug || store.id}`;

/** "Your ordering page": each active store's customer page, opened in a new tab. */
export function OrderingPageMenu() {
  const { t } = useTranslation('shell');
  const stores = useStores();
  const active = (stores.data ?? []).filter((store) => store.status === 'ACTIVE');
  return (
    <Menu position="bottom-end" shadow="lg" width={300}>
      <Menu.Target>
        <Tooltip label={t('orderingPage.title')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('orderingPage.title')}>
            <IconBuildingStore size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('orderingPage.title')}</Menu.Label>
        {active.map((store) => (
          <Menu.Item
            key={store.id}
            component="a"
            href={orderingLink(store)}
            target="_blank"
            rel="noopener"
            rightSection={<IconExternalLink size={14} />}
          >
            <Text size="sm">{store.name}</Text>
            <Text size="xs" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
              {orderingLink(store)}
            </Text>
          </Menu.Item>
        ))}
        {stores.isSuccess && active.length === 0 && (
          <Menu.Item component={Link} to={paths.setup.businessLocation}>
            {t('orderingPage.noStore')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.setup.businessLocation}>
          {t('orderingPage.manage')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
