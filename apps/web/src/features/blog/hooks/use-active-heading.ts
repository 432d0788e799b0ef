import { useEffect, useState } from "react";
import { observeActiveHeading } from "../lib/table-of-contents.ts";

/**
 * The id of the heading the reader is in (see observeActiveHeading): the first one until the
 * headings have been observed.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join("|");
  useEffect(() => observeActiveHeading(key.split("|"), setActive), [key]);
  return active;
}
