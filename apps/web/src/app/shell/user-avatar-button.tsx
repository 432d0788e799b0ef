import { useNavigate } from "react-router";
import { AvatarImage, useAvatarId } from "../../components/avatars/index.ts";
import { useCurrentUser } from "../../lib/current-user.ts";

/** The signed-in user's chosen avatar (local storage userAvatar); opens /settings. */
export function UserAvatarButton() {
  const navigate = useNavigate();
  const avatarId = useAvatarId();
  const { data: user } = useCurrentUser();
  return (
    <button
      type="button"
      onClick={() => navigate("/settings")}
      aria-label="Open settings"
      title={user ? `${user.username} · Settings` : "Settings"}
      className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full border-2 border-border bg-surface-2 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <AvatarImage id={avatarId} size={36} label="" />
    </button>
  );
}
