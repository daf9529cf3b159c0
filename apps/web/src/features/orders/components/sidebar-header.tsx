import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconBuildingStore, IconRefresh, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { orderKeys } from '../api/order-keys';
import { useOrdersScreen } from '../orders-screen';
import { ORDERS_HEADING_ID, STORE_CONTROL_ID } from './focus-return';
import classes from './orders.module.css';

/** The sidebar's title (a click refreshes the list, spec 1 §2), the store in use and its switch. */
export const SidebarHeader = memo(function SidebarHeader() {
  const { t } = useTranslation('orders');
  const screen = useOrdersScreen();
  const fetching = useIsFetching({ queryKey: orderKeys.all }) > 0;
  const { store, storeChoice, sound } = screen;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Tooltip label={t('sidebar.refresh')}>
          <UnstyledButton
            id={ORDERS_HEADING_ID}
            className={classes.titleButton}
            onClick={() => void screen.refresh()}
            aria-label={t('sidebar.refresh')}
          >
            <Title order={2} fz="h4">
              {t('sidebar.title')}
            </Title>
            {fetching ? <Loader size={14} /> : <IconRefresh size={16} stroke={1.7} aria-hidden />}
          </UnstyledButton>
        </Tooltip>
        {sound.blocked && (
          <Tooltip label={t('sidebar.enableSound')}>
            <ActionIcon
              variant="light"
              color="red"
              onClick={sound.unblock}
              aria-label={t('sidebar.enableSound')}
            >
              <IconVolumeOff size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {!sound.blocked && screen.counts.new > 0 && (
          <Tooltip label={t('sidebar.ringing')}>
            <ThemeIcon variant="light" color="blue" aria-label={t('sidebar.ringing')} role="img">
              <IconVolume size={18} />
            </ThemeIcon>
          </Tooltip>
        )}
      </Group>
      {store && (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconBuildingStore size={16} stroke={1.7} aria-hidden />
            <Text size="sm" fw={500} truncate data-testid="orders-store">
              {store.name}
            </Text>
          </Group>
          {storeChoice.several && (
            <Button
              id={STORE_CONTROL_ID}
              variant="subtle"
              size="compact-xs"
              onClick={storeChoice.openDialog}
              style={{ flexShrink: 0 }}
            >
              {t('sidebar.switchStore')}
            </Button>
          )}
        </Group>
      )}
      {!store && storeChoice.several && (
        <Button id={STORE_CONTROL_ID} variant="light" onClick={storeChoice.openDialog}>
          {t('sidebar.chooseStore')}
        </Button>
      )}
    </Stack>
  );
});
