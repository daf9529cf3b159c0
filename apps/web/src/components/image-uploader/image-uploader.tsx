import '@mantine/dropzone/styles.css';
import { Input, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { checkNewImages, IMAGE_TYPES, type ImageProblem, roomFor } from './image-limits';
import { ImageTile } from './image-tile';
import classes from './image-uploader.module.css';
import { useImageUploads } from './use-image-uploads';

// The cropper loads when a file is picked, so lists and forms do not carry it.
const CropDialog = lazy(async () => ({ default: (await import('./crop-dialog')).CropDialog }));

export interface ImageUploaderProps {
  /** Server URLs of the images, in order. */
  value: readonly string[];
  onChange: (urls: string[]) => void;
  max: number;
  /** Width over height of the crop (spec 2 §5: 1.5). */
  aspect?: number;
  label?: string;
  description?: string;
}

/**
 * Images of one item (spec 2 §5, contract §3 Uploads): picked or dropped files are checked
 * against the size rules, cropped to `aspect` as JPEG, uploaded at once through
 * /api/upload/multi, and their server URLs join the value. Removing an image only drops it from
 * the value; the form that saves the item sends the list.
 */
export function ImageUploader({
  value,
  onChange,
  max,
  aspect = 1.5,
  label,
  description,
}: ImageUploaderProps) {
  const { t } = useTranslation('components');
  const uploads = useImageUploads(value, onChange);
  const [queue, setQueue] = useState<File[]>([]);
  const [problem, setProblem] = useState<ImageProblem | 'tooMany' | null>(null);
  const taken = value.length + uploads.pending.length + queue.length;

  const pick = (files: File[]) => {
    const room = roomFor(taken, max, files.length);
    const kept = files.slice(0, room);
    const found = checkNewImages(kept, uploads.newBytes);
    setProblem(found ?? (kept.length < files.length ? 'tooMany' : null));
    if (!found) setQueue((list) => [...list, ...kept]);
  };
  const next = () => setQueue((list) => list.slice(1));

  return (
    <Input.Wrapper
      label={label}
      description={description ?? t('uploader.hint', { count: value.length, max })}
    >
      <div className={classes.grid} style={{ marginTop: 8 }}>
        {value.map((url, index) => (
          <ImageTile
            key={url}
            src={uploads.previewOf(url)}
            alt={t('uploader.imageAlt', { n: index + 1 })}
            aspect={aspect}
            onRemove={() => onChange(value.filter((other) => other !== url))}
          />
        ))}
        {uploads.pending.map((item) => (
          <ImageTile key={item.id} src={item.preview} alt="" aspect={aspect} pending />
        ))}
        {taken < max && (
          <Dropzone
            onDrop={pick}
            onReject={() => setProblem('unsupported')}
            accept={IMAGE_TYPES}
            multiple
            className={classes.tile}
            style={{ aspectRatio: String(aspect) }}
            aria-label={t('uploader.add')}
            inputProps={{ 'aria-label': t('uploader.add') }}
          >
            <div className={classes.drop}>
              <IconPhotoPlus size={26} stroke={1.5} />
              <Text size="xs" c="dimmed">
                {t('uploader.drop')}
              </Text>
            </div>
          </Dropzone>
        )}
      </div>
      {problem && (
        <Text size="sm" c="red" mt={6} role="alert">
          {t(`uploader.problems.${problem}`, { max })}
        </Text>
      )}
      {queue[0] && (
        <Suspense fallback={null}>
          <CropDialog
            key={`${queue[0].name}-${queue.length}`}
            file={queue[0]}
            aspect={aspect}
            onCancel={next}
            onDone={(jpeg) => {
              next();
              void uploads.upload(jpeg);
            }}
          />
        </Suspense>
      )}
    </Input.Wrapper>
  );
}
