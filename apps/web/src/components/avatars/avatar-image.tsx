import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useId } from "react";
import type { AvatarArtProps } from "./art/types.ts";
import { type AvatarId, DEFAULT_AVATAR_ID, getAvatarName, isAvatarId } from "./avatar-list.ts";

/**
 * Each drawing is its own chunk, fetched when first shown: the header needs one of the ten, and
 * the circle (the button's own background) stands in for the moment it takes, at the same size.
 */
const ART: Record<AvatarId, LazyExoticComponent<ComponentType<AvatarArtProps>>> = {
  lotr: lazy(() => import("./art/lotr.tsx").then((module) => ({ default: module.LotrArt }))),
  got: lazy(() => import("./art/got.tsx").then((module) => ({ default: module.GotArt }))),
  cyberpunk: lazy(() => import("./art/cyberpunk.tsx").then((module) => ({ default: module.CyberpunkArt }))),
  gta: lazy(() => import("./art/gta.tsx").then((module) => ({ default: module.GtaArt }))),
  hacker: lazy(() => import("./art/hacker.tsx").then((module) => ({ default: module.HackerArt }))),
  starwars: lazy(() => import("./art/starwars.tsx").then((module) => ({ default: module.StarwarsArt }))),
  marvel: lazy(() => import("./art/marvel.tsx").then((module) => ({ default: module.MarvelArt }))),
  anime: lazy(() => import("./art/anime.tsx").then((module) => ({ default: module.AnimeArt }))),
  pixel: lazy(() => import("./art/pixel.tsx").then((module) => ({ default: module.PixelArt }))),
  disney: lazy(() => import("./art/disney.tsx").then((module) => ({ default: module.DisneyArt }))),
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

/** A round avatar portrait drawn as inline SVG (crisp at any size). */
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
        <Suspense fallback={null}>
          <Art uid={uid} />
        </Suspense>
      </g>
    </svg>
  );
}
