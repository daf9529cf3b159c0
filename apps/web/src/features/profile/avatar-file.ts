/** Contract §3: every uploaded image is 5 MB or less; checking first saves a doomed upload. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export function isAvatarTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > MAX_AVATAR_BYTES;
}
