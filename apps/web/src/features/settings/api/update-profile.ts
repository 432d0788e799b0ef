import { type UpdateProfileRequest, type User, UserSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { currentUserQueryKey } from "../../../lib/current-user.ts";
import { storageKeys, writeStorage } from "../../../lib/storage.ts";

/** PUT /api/user/profile from the Profile tab; answers the updated user. */
export async function updateProfile(fields: UpdateProfileRequest): Promise<User> {
  return api("/user/profile", { method: "PUT", body: fields, schema: UserSchema });
}

/** Mutation hook: on success the ["user"] cache and the stored username follow the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      writeStorage(storageKeys.username, user.username);
    },
  });
}
