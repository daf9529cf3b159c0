import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { getAuth, signOut } from '../../../lib/session';
import classes from './top-bar.module.css';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const username = getAuth()?.username ?? '';
  return (
    <Menu position="bottom-end" shadow="lg" width={260}>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('topBar.account')}>
          <Group gap={8} wrap="nowrap">
            {/* Filled dark grey: the "initials" palettes are below 4.5:1 for their letters. */}
            <Avatar name={username} variant="filled" color="dark" size={32} radius="xl" />
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {username}
            </Text>
            <IconChevronDown size={14} stroke={1.6} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {t('topBar.signedInAs')} <b>{username}</b>
        </Menu.Label>
        <Menu.Item component={Link} to={paths.profile.userProfile} leftSection={<IconUser size={16} />}>
          {t('topBar.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => signOut()}>
          {t('topBar.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
