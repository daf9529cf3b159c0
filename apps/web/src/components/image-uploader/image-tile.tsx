import { ActionIcon, Loader } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translation';
import classes from './image-uploader.module.css';

interface ImageTileProps {
  src: string;
  alt: string;
  aspect: number;
  pending?: boolean;
  onRemove?: () => void;
}

export function ImageTile({ src, alt, aspect, pending, onRemove }: ImageTileProps) {
  const { t } = useTranslation('components');
  return (
    <div className={classes.tile} style={{ aspectRatio: String(aspect) }}>
      <img src={src} alt={alt} loading="lazy" />
      {pending && (
        <output className={classes.pending} aria-label={t('uploader.uploading')}>
          <Loader size="sm" color="white" />
        </output>
      )}
      {onRemove && !pending && (
        <ActionIcon
          className={classes.remove}
          variant="white"
          color="red"
          radius="xl"
          size="md"
          aria-label={t('uploader.remove', { name: alt })}
          onClick={onRemove}
        >
          <IconX size={16} />
        </ActionIcon>
      )}
    </div>
  );
}
