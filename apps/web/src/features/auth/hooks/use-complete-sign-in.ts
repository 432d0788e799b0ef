import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { currentUserQueryKey, fetchCurrentUser } from "../../../lib/current-user.ts";
import { saveToken } from "../../../lib/session.ts";

/**
 * After login or registration: store the token (signals the auth change), read the user, and go
 * to /initial-setup while the profile is unfinished, else /home. An unreadable user goes to /home
 * (spec part 1 §8).
 */
export function useCompleteSignIn(): (token: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string) => {
      saveToken(token);
      let target = "/home";
      try {
        const user = await fetchCurrentUser();
        queryClient.setQueryData(currentUserQueryKey, user);
        if (!user.isInitialSetupCompleted) target = "/initial-setup";
      } catch {
        target = "/home";
      }
      await navigate(target, { replace: true });
    },
    [navigate, queryClient],
  );
}
