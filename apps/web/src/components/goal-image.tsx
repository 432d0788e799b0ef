import { useState } from "react";
import defaultGoalImage from "../assets/default-goal-image.svg";
import { resolveMediaUrl } from "../lib/media-url.ts";
import { cx } from "./ui/index.ts";

/** A goal's cover: the stored image, or the default goal image when missing or failing to load. */
export function GoalImage({ src, className }: { src: string | null | undefined; className?: string }) {
  const resolved = resolveMediaUrl(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = resolved && resolved !== failedSrc ? resolved : defaultGoalImage;
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      onError={() => setFailedSrc(resolved)}
      className={cx("object-cover bg-surface-2", className)}
    />
  );
}
