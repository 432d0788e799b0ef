import { lazy, Suspense, useState } from "react";
import type { DialogProps } from "./modal-dialog.tsx";

export type { DialogProps };

const ModalDialog = lazy(() =>
  import("./modal-dialog.tsx").then((module) => ({ default: module.ModalDialog })),
);

/**
 * A modal dialog: focus is trapped, Escape closes, a backdrop click closes when dismissible. Its
 * code (Radix, about 14 KiB gzip) loads the first time it opens, not with the page: until then it
 * renders nothing, as a closed dialog does, and once loaded it stays mounted like any dialog. It
 * is a portal over the page, so loading it moves nothing; it takes focus when it appears.
 */
export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
