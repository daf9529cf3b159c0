import { Group, Image, Input, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';

/** An item's images, read only (a dialog in show mode). */
export function ImageStrip({ label, images }: { label: string; images: readonly string[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <Input.Wrapper label={label}>
      {images.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('dialog.noImages')}
        </Text>
      ) : (
        <Group gap="sm" mt={6}>
          {images.map((url, index) => (
            <Image
              key={url}
              src={url}
              alt={t('dialog.imageAlt', { n: index + 1 })}
              w={120}
              h={80}
              radius="sm"
              fit="cover"
            />
          ))}
        </Group>
      )}
    </Input.Wrapper>
  );
}
