/** The ten avatars a user can pick in Settings, in display order. */
export const AVATARS = [
  { id: "lotr", name: "Lord of the Rings" },
  { id: "got", name: "Game of Thrones" },
  { id: "cyberpunk", name: "Cyberpunk" },
  { id: "gta", name: "GTA" },
  { id: "hacker", name: "Hacker" },
  { id: "starwars", name: "Star Wars" },
  { id: "marvel", name: "Marvel" },
  { id: "anime", name: "Anime" },
  { id: "pixel", name: "Pixel Art" },
  { id: "disney", name: "Disney" },
] as const;

export type AvatarId = (typeof AVATARS)[number]["id"];

/** The avatar used until the user picks one (spec: lotr). */
export const DEFAULT_AVATAR_ID: AvatarId = "lotr";

/** True for one of the ten known avatar ids. */
export function isAvatarId(value: unknown): value is AvatarId {
  return AVATARS.some((avatar) => avatar.id === value);
}

/** The display name of an avatar id. */
export function getAvatarName(id: AvatarId): string {
  return AVATARS.find((avatar) => avatar.id === id)?.name ?? AVATARS[0].name;
}
