import { useSyncExternalStore } from "react";
import { appEvents, emitAppEvent } from "../../lib/events.ts";
import { readStorage, storageKeys, writeStorage } from "../../lib/storage.ts";
import { type AvatarId, DEFAULT_AVATAR_ID, isAvatarId } from "./avatar-list.ts";

/** The chosen avatar from local storage (key userAvatar), lotr when unset or unknown. */
export function readAvatarId(): AvatarId {
  const stored = readStorage(storageKeys.userAvatar);
  return isAvatarId(stored) ? stored : DEFAULT_AVATAR_ID;
}

/** Stores the choice and broadcasts it (this tab: avatarChange; other tabs: the storage event). */
export function saveAvatarId(id: AvatarId): void {
  writeStorage(storageKeys.userAvatar, id);
  emitAppEvent(appEvents.avatarChange, id);
}

function subscribeToAvatar(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.userAvatar || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(appEvents.avatarChange, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(appEvents.avatarChange, onChange);
  };
}

/** The current avatar id, updated live when it changes in this tab or another. */
export function useAvatarId(): AvatarId {
  return useSyncExternalStore(subscribeToAvatar, readAvatarId, () => DEFAULT_AVATAR_ID);
}
