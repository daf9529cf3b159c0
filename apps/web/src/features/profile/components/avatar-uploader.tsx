import { Avatar, Button, FileButton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useUploadAvatar } from '../api/upload-avatar';
import { isAvatarTooLarge } from '../avatar-file';

export function AvatarUploader({ avatarURL, name }: { avatarURL: string | null; name: string | null }) {
  const { t } = useTranslation('profile');
  const upload = useUploadAvatar();
  const [tooLarge, setTooLarge] = useState(false);

  const onFile = (file: File | null) => {
    if (!file) return;
    setTooLarge(isAvatarTooLarge(file));
    if (isAvatarTooLarge(file)) return;
    upload.mutate(file, { onSuccess: () => notifySuccess(t('avatar.uploaded')) });
  };

  return (
    <Stack align="center" gap="xs">
      <Avatar
        src={avatarURL}
        alt={t('avatar.alt')}
        name={name ?? undefined}
        color="initials"
        size={112}
        radius={112}
      />
      <FileButton onChange={onFile} accept="image/*">
        {(props) => (
          <Button {...props} variant="light" size="xs" loading={upload.isPending}>
            {t('avatar.change')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c={tooLarge ? 'red' : 'dimmed'} ta="center" role={tooLarge ? 'alert' : undefined}>
        {tooLarge ? t('avatar.tooLarge') : t('avatar.hint')}
      </Text>
    </Stack>
  );
}
