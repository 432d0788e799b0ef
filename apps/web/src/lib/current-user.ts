import { type User, UserSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { useSession } from "./session.ts";
import { storageKeys, writeStorage } from "./storage.ts";

export const currentUserQueryKey = ["user"] as const;

/** GET /api/user; remembers the username in local storage (spec key `username`). */
export async function fetchCurrentUser(): Promise<User> {
  const user = await api("/user", { schema: UserSchema });
  writeStorage(storageKeys.username, user.username);
  return user;
}

/** The signed-in user's profile (TanStack query, key ["user"]); idle while logged out. */
export function useCurrentUser() {
  const { isLoggedIn } = useSession();
  return useQuery({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser, enabled: isLoggedIn });
}
