import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as contract from '@store/domain/contracts/identity';
import type { RouteBody } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { getProfileQueryOptions } from './get-profile';

export type ProfileInput = RouteBody<typeof contract.editProfile>;

/** PUT /user/{user_id}/edit-profile: the user id is the session's own (the server checks). */
export const updateProfile = (userId: string, input: ProfileInput) =>
  call<typeof contract.editProfile>('PUT', '/user/:user_id/edit-profile', { params: { user_id: userId }, body: input });

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
