/**
 * Where an image stored by the server can be loaded from: absolute URLs and data/blob URLs stay
 * as they are; relative paths are served by the server under /media/ (spec: "relative paths are
 * prefixed with the image host"). Null for a missing or blank path.
 */
export function resolveMediaUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^(https?:|data:|blob:)/i.test(value) || value.startsWith("/")) return value;
  return `/media/${value.replace(/^media\//, "")}`;
}
