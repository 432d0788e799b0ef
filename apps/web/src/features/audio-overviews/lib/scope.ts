import type { AudioOverviewScope } from "@brainy/contract";

/** The key the server gives a scope (two same requests share it): `lesson:<id>`, `sources:<sorted ids>`. */
export function scopeKey(scope: AudioOverviewScope): string {
  if (scope.kind === "lesson") return `lesson:${scope.lessonId}`;
  if (scope.kind === "section") return `section:${scope.sectionId}`;
  if (scope.kind === "course") return `course:${scope.courseId}`;
  return `sources:${[...scope.sourceIds].sort().join(",")}`;
}

/** The list call's query for a scope. */
export function scopeQuery(scope: AudioOverviewScope): string {
  if (scope.kind === "lesson") return `lessonId=${encodeURIComponent(scope.lessonId)}`;
  if (scope.kind === "section") return `sectionId=${encodeURIComponent(scope.sectionId)}`;
  if (scope.kind === "course") return `courseId=${encodeURIComponent(scope.courseId)}`;
  return `sourceIds=${encodeURIComponent([...scope.sourceIds].sort().join(","))}`;
}

/** The index of the turn playing at `time` seconds: the last one started (-1 before the first). */
export function turnAt(turns: readonly { start: number }[], time: number): number {
  let found = -1;
  for (let i = 0; i < turns.length; i++) {
    if (turns[i]!.start <= time + 0.05) found = i;
    else break;
  }
  return found;
}

/** A download file name from the overview's title: letters, digits and dashes, `.mp3`. */
export function downloadName(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || "audio-overview"}.mp3`;
}
