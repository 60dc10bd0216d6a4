import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { getProfileQueryOptions, type Profile } from './get-profile';

export interface ProfileInput {
  display_name: string;
  avatar: string | null;
  phone: string | null;
}

/** PUT /user/{user_id}/edit-profile: the user id is the session's own (the server checks). */
export const updateProfile = (userId: string, input: ProfileInput) => api<Profile>(`/user/${encodeURIComponent(userId)}/edit-profile`, { method: 'PUT', body: input });

/** Saves the profile, then refreshes the header (session) and the profile views. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(userId, input),
    onSuccess: async (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });
}
