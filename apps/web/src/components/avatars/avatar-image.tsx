import { type ComponentType, useId } from "react";
import { AnimeArt } from "./art/anime.tsx";
import { CyberpunkArt } from "./art/cyberpunk.tsx";
import { DisneyArt } from "./art/disney.tsx";
import { GotArt } from "./art/got.tsx";
import { GtaArt } from "./art/gta.tsx";
import { HackerArt } from "./art/hacker.tsx";
import { LotrArt } from "./art/lotr.tsx";
import { MarvelArt } from "./art/marvel.tsx";
import { PixelArt } from "./art/pixel.tsx";
import { StarwarsArt } from "./art/starwars.tsx";
import type { AvatarArtProps } from "./art/types.ts";
import { type AvatarId, DEFAULT_AVATAR_ID, getAvatarName, isAvatarId } from "./avatar-list.ts";

const ART: Record<AvatarId, ComponentType<AvatarArtProps>> = {
  lotr: LotrArt,
  got: GotArt,
  cyberpunk: CyberpunkArt,
  gta: GtaArt,
  hacker: HackerArt,
  starwars: StarwarsArt,
  marvel: MarvelArt,
  anime: AnimeArt,
  pixel: PixelArt,
  disney: DisneyArt,
};

export type AvatarImageProps = {
  /** One of the ten avatar ids; anything else shows the default (lotr). */
  id: string;
  /** Width and height in CSS pixels (default 40). */
  size?: number;
  /** Accessible name; defaults to "<name> avatar". Pass "" when a nearby text already names it. */
  label?: string;
  className?: string;
};

/** A round avatar portrait drawn as inline SVG (no network request, crisp at any size). */
export function AvatarImage({ id, size = 40, label, className }: AvatarImageProps) {
  const uid = `av${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const avatarId = isAvatarId(id) ? id : DEFAULT_AVATAR_ID;
  const Art = ART[avatarId];
  const name = label ?? `${getAvatarName(avatarId)} avatar`;
  return (
    <svg
      viewBox="0 0 120 120"
      width={size}
      height={size}
      className={className}
      role={name ? "img" : undefined}
      aria-label={name || undefined}
      aria-hidden={name ? undefined : true}
      focusable="false"
      data-avatar={avatarId}
    >
      <defs>
        <clipPath id={`${uid}-clip`}>
          <circle cx="60" cy="60" r="60" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${uid}-clip)`}>
        <Art uid={uid} />
      </g>
    </svg>
  );
}
