import { type UpdateProfileRequest, type User, UserSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { currentUserQueryKey } from "../../../lib/current-user.ts";

/** PUT /api/user/profile with only the fields of one wizard step; answers the updated user. */
export async function saveProfileFields(fields: UpdateProfileRequest): Promise<User> {
  return api("/user/profile", { method: "PUT", body: fields, schema: UserSchema });
}

/** Mutation hook: saves a step and puts the answer in the ["user"] cache. */
export function useSaveProfileFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileFields,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
