import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../components/ui/index.ts";
import { takeAfterSignIn } from "../../../lib/after-sign-in.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { saveToken, setCompletingSignIn } from "../../../lib/session.ts";

/**
 * After login or registration: store the token (signals the auth change), read the user, and go
 * to /initial-setup while the profile is unfinished, else /home. An unreadable user goes to /home
 *. With `thenCheckout` (registration with plan=pro) the learner goes on to the Pro checkout.
 */
export function useCompleteSignIn(
  options: { thenCheckout?: boolean } = {},
): (token: string) => Promise<void> {
  const { thenCheckout = false } = options;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string) => {
      setCompletingSignIn(true);
      try {
        saveToken(token);
        let target = "/home";
        try {
          // The user's schema (and zod) load here, after the sign-in, not with the login page.
          const { fetchCurrentUser } = await import("../../../lib/current-user.ts");
          const user = await fetchCurrentUser();
          queryClient.setQueryData(queryKeys.user, user);
          if (!user.isInitialSetupCompleted) target = "/initial-setup";
          // A shared course's 'Add to my goals' sent the visitor here: back to it.
          else target = takeAfterSignIn() ?? target;
        } catch {
          target = "/home";
        }
        if (thenCheckout) {
          // Only a Pro registration goes on to the checkout: the login page does without its module.
          const { CHECKOUT_MESSAGES, startCheckout } = await import("../../../lib/checkout.ts");
          const outcome = await startCheckout((to) => navigate(to, { replace: true }));
          if (outcome.kind === "redirected") return;
          toast(CHECKOUT_MESSAGES.pricing.initiate, { variant: "error" });
        }
        await navigate(target, { replace: true });
      } finally {
        setCompletingSignIn(false);
      }
    },
    [navigate, queryClient, thenCheckout],
  );
}
