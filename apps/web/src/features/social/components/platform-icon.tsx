import type { SocialPlatform } from '@perkdesk/contracts';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandPinterest,
  IconBrandYoutube,
} from '@tabler/icons-react';

const ICONS = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  pinterest: IconBrandPinterest,
  youtube: IconBrandYoutube,
} as const;

export function PlatformIcon({ platform, size = 20 }: { platform: SocialPlatform; size?: number }) {
  const Icon = ICONS[platform];
  return <Icon size={size} aria-hidden />;
}
