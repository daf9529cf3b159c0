import { useEffect, useRef, useState } from 'react';
import { thumbnailUrl } from './canvas-images';
import { uploadImages } from './upload-images';

interface Pending {
  id: number;
  preview: string;
}

/**
 * Uploads cropped images one by one and appends each server URL to the list. Sizes of the
 * images added here are kept (the 10 MB rule counts new files only), and so are their local
 * previews, shown instead of the full image.
 */
export function useImageUploads(value: readonly string[], onChange: (urls: string[]) => void) {
  const latest = useRef(value);
  latest.current = value;
  const [pending, setPending] = useState<Pending[]>([]);
  const added = useRef(new Map<string, { bytes: number; preview: string }>());
  const nextId = useRef(0);

  useEffect(
    () => () => {
      for (const { preview } of added.current.values()) URL.revokeObjectURL(preview);
    },
    [],
  );

  const upload = async (jpeg: Blob) => {
    const id = nextId.current++;
    const preview = await thumbnailUrl(jpeg);
    setPending((list) => [...list, { id, preview }]);
    try {
      const [stored] = await uploadImages([new File([jpeg], 'image.jpg', { type: 'image/jpeg' })]);
      if (!stored) return;
      added.current.set(stored.url, { bytes: stored.size, preview });
      onChange([...latest.current, stored.url]);
    } catch {
      URL.revokeObjectURL(preview);
    } finally {
      setPending((list) => list.filter((item) => item.id !== id));
    }
  };

  const newBytes = value.reduce((sum, url) => sum + (added.current.get(url)?.bytes ?? 0), 0);
  const previewOf = (url: string) => added.current.get(url)?.preview ?? url;
  return { upload, pending, newBytes, previewOf };
}
