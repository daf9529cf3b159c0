import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Store } from '@perkdesk/contracts';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import classes from './store-editor.module.css';

interface StoreEditorHeaderProps {
  store: Store | undefined;
  /** The store form's id: the button sits outside the form, above the tabs. */
  formId: string;
  name: string;
  showSave: boolean;
  saving: boolean;
  dirty: boolean;
}

export function StoreEditorHeader({ store, formId, name, showSave, saving, dirty }: StoreEditorHeaderProps) {
  const { t } = useTranslation('stores');
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.setup.businessLocation} size="sm" c="dimmed">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} className={classes.backIcon} />
            {t('editor.back')}
          </Group>
        </Anchor>
        <Group gap="sm">
          <Title order={2}>{name.trim() || (store ? store.name : t('editor.newTitle'))}</Title>
          {store && (
            <Badge variant="light" color={store.status === 'ACTIVE' ? 'green' : 'gray'}>
              {t(`status.${store.status}`)}
            </Badge>
          )}
        </Group>
        {!store && (
          <Text size="sm" c="dimmed">
            {t('editor.newHint')}
          </Text>
        )}
      </Stack>
      {showSave && (
        <Button
          type="submit"
          form={formId}
          loading={saving}
          leftSection={<IconDeviceFloppy size={16} />}
          disabled={!!store && !dirty}
        >
          {store ? t('editor.save') : t('editor.create')}
        </Button>
      )}
    </Group>
  );
}
