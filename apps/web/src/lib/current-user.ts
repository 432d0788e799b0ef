import { type UpdateProfileRequest, type User, UserSchema } from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";
import { useSession } from "./session.ts";
import { storageKeys, writeStorage } from "./storage.ts";

/** GET /api/user; remembers the username in local storage (key `username`). */
export async function fetchCurrentUser(): Promise<User> {
  const user = await api("/user", { schema: UserSchema });
  writeStorage(storageKeys.username, user.username);
  return user;
}

/** The signed-in user's profile; idle while logged out. */
export function useCurrentUser() {
  const { isLoggedIn } = useSession();
  return useQuery({ queryKey: queryKeys.user, queryFn: fetchCurrentUser, enabled: isLoggedIn });
}

/** PUT /api/user/profile with any subset of the profile (a wizard step, the Profile tab). */
export async function updateProfile(fields: UpdateProfileRequest): Promise<User> {
  return api("/user/profile", { method: "PUT", body: fields, schema: UserSchema });
}

/** Saves profile fields; the cached user and the stored username follow the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      writeStorage(storageKeys.username, user.username);
    },
  });
}
