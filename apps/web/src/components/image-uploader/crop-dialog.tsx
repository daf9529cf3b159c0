import { Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { cropToJpeg } from './canvas-images';
import { clampOffset, coverScale, cropRect, type Point, type Size } from './crop-geometry';
import classes from './image-uploader.module.css';

interface CropDialogProps {
  file: File;
  aspect: number;
  onDone: (jpeg: Blob) => void;
  onCancel: () => void;
}

const FRAME_WIDTH = 480;

/** Crops one picked image to the list's aspect: drag to move, slider to zoom (spec 2 §5). */
export function CropDialog({ file, aspect, onDone, onCancel }: CropDialogProps) {
  const { t } = useTranslation('components');
  const [source, setSource] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ start: Point; from: Point } | null>(null);
  const frame: Size = { width: FRAME_WIDTH, height: FRAME_WIDTH / aspect };

  // Made and revoked by the same effect: React's development double mount would otherwise revoke
  // the URL the image still shows.
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSource(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const at = natural ? clampOffset(offset, natural, frame, zoom) : offset;
  const scale = natural ? coverScale(natural, frame, zoom) : 1;
  const crop = async () => {
    if (!natural || !image.current) return;
    setBusy(true);
    try {
      onDone(await cropToJpeg(image.current, cropRect(natural, frame, zoom, at)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onCancel} title={t('uploader.cropTitle')} size={FRAME_WIDTH + 48} centered>
      <Stack gap="md">
        <div
          className={classes.cropFrame}
          style={{ aspectRatio: String(aspect), maxWidth: FRAME_WIDTH }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            drag.current = { start: { x: event.clientX, y: event.clientY }, from: at };
          }}
          onPointerMove={(event) => {
            const d = drag.current;
            if (!d) return;
            // The frame may be drawn narrower than FRAME_WIDTH; pointer moves are in screen pixels.
            const k = FRAME_WIDTH / event.currentTarget.clientWidth;
            setOffset({
              x: d.from.x + (event.clientX - d.start.x) * k,
              y: d.from.y + (event.clientY - d.start.y) * k,
            });
          }}
          onPointerUp={() => {
            drag.current = null;
          }}
        >
          {source && (
            <img
              ref={image}
              src={source}
              alt=""
              draggable={false}
              className={classes.cropImage}
              onLoad={(event) =>
                setNatural({
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                })
              }
              style={
                natural
                  ? {
                      width: `${((natural.width * scale) / FRAME_WIDTH) * 100}%`,
                      left: `${(((frame.width - natural.width * scale) / 2 + at.x) / FRAME_WIDTH) * 100}%`,
                      top: `${(((frame.height - natural.height * scale) / 2 + at.y) / frame.height) * 100}%`,
                    }
                  : { visibility: 'hidden' }
              }
            />
          )}
        </div>
        <Text size="xs" c="dimmed">
          {t('uploader.cropHint')}
        </Text>
        <Slider
          aria-label={t('uploader.zoom')}
          min={1}
          max={4}
          step={0.01}
          value={zoom}
          onChange={setZoom}
          label={(value) => `${Math.round(value * 100)}%`}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('uploader.cancel')}
          </Button>
          <Button onClick={crop} loading={busy} disabled={!natural}>
            {t('uploader.cropApply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
