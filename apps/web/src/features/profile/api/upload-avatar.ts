import type { Profile } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { PROFILE_KEY } from './get-profile';

/** Multipart `file`; the server answers the new URL as a bare string and sets `avatarURL` itself. */
export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch('/api/user/profile/avatar', { method: 'POST', body, schema: z.string() });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (avatarURL) =>
      queryClient.setQueryData<Profile>(PROFILE_KEY, (profile) =>
        profile ? { ...profile, avatarURL } : profile,
      ),
  });
}
