/** How a lesson or section stands on the mastery map, named in words as well as colour. */
export type MasteryLevel = "strong" | "fading" | "weak" | "new" | "none";

/**
 * Strong at or above the learner's desired retention, weak below half of it, fading between;
 * not yet practised while it has cards none of which was reviewed (never weak); none without cards.
 */
export function masteryLevel(retention: number | null, desiredRetention: number, cards = 0): MasteryLevel {
  if (retention === null) return cards > 0 ? "new" : "none";
  if (retention >= desiredRetention) return "strong";
  if (retention < desiredRetention / 2) return "weak";
  return "fading";
}

export const MASTERY_LEVEL_NAMES: Record<MasteryLevel, string> = {
  strong: "Strong",
  fading: "Fading",
  weak: "Weak",
  new: "Not yet practised",
  none: "No cards",
};

/** A retention as the map writes it: a whole percent. */
export const formatRetention = (retention: number) => `${Math.round(retention * 100)}%`;

/** The /review address of a review of these lessons' cards ('Review these'), or of a goal's. */
export function reviewPath(scope: { lessonIds?: string[]; goalId?: string }): string {
  if (scope.lessonIds?.length) return `/review?lessons=${scope.lessonIds.join(",")}`;
  if (scope.goalId) return `/review?goal=${scope.goalId}`;
  return "/review";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The scope of /review from its address (?lessons=a,b or ?goal=id); ids that are not ids are dropped. */
export function scopeFromSearch(search: URLSearchParams): { lessonIds?: string[]; goalId?: string } {
  const lessonIds = (search.get("lessons") ?? "")
    .split(",")
    .filter((id) => UUID.test(id))
    .slice(0, 50);
  if (lessonIds.length) return { lessonIds };
  const goalId = search.get("goal");
  return goalId && UUID.test(goalId) ? { goalId } : {};
}
