import {
  type ClassInvite,
  ClassInviteSchema,
  type CreateInviteRequest,
  type InvitePreview,
  InvitePreviewSchema,
  type JoinedClass,
  JoinedClassSchema,
} from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/classes/{id}/invites: a new short code (and link). */
export function createInvite(classId: string, input: Partial<CreateInviteRequest>): Promise<ClassInvite> {
  return api(`/classes/${classId}/invites`, { method: "POST", body: input, schema: ClassInviteSchema });
}

/** DELETE /api/classes/{id}/invites/{inviteId}: the code stops working at once (410). */
export function revokeInvite(classId: string, inviteId: string): Promise<unknown> {
  return api(`/classes/${classId}/invites/${inviteId}`, { method: "DELETE" });
}

/** GET /api/invites/{code}: the class and what its teacher will see, before joining. */
export function getInvite(code: string): Promise<InvitePreview> {
  return api(`/invites/${encodeURIComponent(code)}`, { schema: InvitePreviewSchema });
}

/** Not retried: 404 (unknown) and 410 (expired or withdrawn) are the answer. */
export function useInvite(code: string) {
  return useQuery({ queryKey: queryKeys.classes.invite(code), queryFn: () => getInvite(code), retry: false });
}

/** POST /api/invites/{code}/accept: joins the class (409 when it is full). */
export function acceptInvite(code: string): Promise<JoinedClass> {
  return api(`/invites/${encodeURIComponent(code)}/accept`, { method: "POST", schema: JoinedClassSchema });
}

export function useAcceptInvite(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvite(code),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.announcements }),
      ]);
    },
  });
}
