import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

interface OrderingQrProps {
  link: string;
  size: number;
  alt: string;
}

/**
 * The link as a QR code image (SVG, sharp at any size); dark on white whatever the theme, so phones
 * read it printed or on screen.
 */
export function OrderingQr({ link, size, alt }: OrderingQrProps) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
      .then((svg) => live && setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setSource(null));
    return () => {
      live = false;
    };
  }, [link]);
  if (!source) return <Skeleton w={size} h={size} />;
  return <img src={source} width={size} height={size} alt={alt} style={{ display: 'block' }} />;
}
