export { AvatarImage, type AvatarImageProps } from "./avatar-image.tsx";
export { AVATARS, type AvatarId, DEFAULT_AVATAR_ID, getAvatarName, isAvatarId } from "./avatar-list.ts";
export { readAvatarId, saveAvatarId, useAvatarId } from "./use-avatar.ts";
