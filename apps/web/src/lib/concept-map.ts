import {
  CONCEPT_LEVEL_NAMES,
  type ConceptMap,
  ConceptMapSchema,
  type ConceptView,
  type WeakestConcepts,
  WeakestConceptsSchema,
} from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/** GET /api/learner-model/goals/{goalId}/concepts: the goal's concepts with mastery (issue 37). */
export function getConceptMap(goalId: string): Promise<ConceptMap> {
  return api(`/learner-model/goals/${encodeURIComponent(goalId)}/concepts`, { schema: ConceptMapSchema });
}

/** A goal's concept map ('What you know', the courses screen), read again on each visit. */
export function useConceptMap(goalId: string | undefined, options: { refetchWhileNaming?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.learnerModel.map(goalId ?? ""),
    queryFn: () => getConceptMap(goalId!),
    enabled: Boolean(goalId),
    refetchOnMount: "always",
    // While the goal's concepts are being named in the background, look again now and then.
    refetchInterval: (query) => (options.refetchWhileNaming && query.state.data?.naming ? 3_000 : false),
  });
}

/** GET /api/learner-model/weakest: the weakest practised concepts across goals (/home). */
export function useWeakestConcepts() {
  return useQuery({
    queryKey: queryKeys.learnerModel.weakest,
    queryFn: (): Promise<WeakestConcepts> => api("/learner-model/weakest", { schema: WeakestConceptsSchema }),
    refetchOnMount: "always",
  });
}

/** A mastery as a whole percent. */
export const formatMastery = (mastery: number) => `${Math.round(mastery * 100)}%`;

/** How a concept stands in words: '45% · Weak', or 'Not yet practised' (never 0 % or weak). */
export function conceptStanding(concept: Pick<ConceptView, "mastery" | "level">): string {
  return concept.mastery === null
    ? CONCEPT_LEVEL_NAMES.new
    : `${formatMastery(concept.mastery)} · ${CONCEPT_LEVEL_NAMES[concept.level]}`;
}

/** How sure the model is, in a word. */
export function certaintyWord(certainty: number): string {
  if (certainty >= 0.7) return "sure";
  if (certainty >= 0.35) return "fairly sure";
  return "not sure yet";
}

const DAY_MS = 86_400_000;
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** 'today', 'yesterday', '3 days ago', 'tomorrow', 'in 4 days' (local days). */
export function relativeDay(iso: string, now = new Date()): string {
  const days = Math.round((startOfDay(new Date(iso)) - startOfDay(now)) / DAY_MS);
  if (days === 0) return "today";
  if (days === -1) return "yesterday";
  if (days === 1) return "tomorrow";
  return days < 0 ? `${-days} days ago` : `in ${days} days`;
}

/**
 * The evidence behind a concept in one line: '3 of 4 right, last seen 2 days ago, 2 cards due
 * tomorrow'; 'Not yet practised' without evidence.
 */
export function evidenceSummary(concept: ConceptView, now = new Date()): string {
  const parts: string[] = [];
  const { evidence, cards } = concept;
  if (evidence.answers > 0) parts.push(`${evidence.right} of ${evidence.answers} right`);
  else if (evidence.total === 0) parts.push("Not yet practised");
  if (evidence.selfReport)
    parts.push(evidence.selfReport === "known" ? "you said you know it" : "you said you don't get it yet");
  if (evidence.lastSeen) parts.push(`last seen ${relativeDay(evidence.lastSeen, now)}`);
  if (cards.due.length > 0) {
    const dueNow = cards.due.filter((d) => new Date(d) <= now).length;
    if (dueNow > 0) parts.push(`${dueNow} card${dueNow === 1 ? "" : "s"} due now`);
    else {
      const next = cards.due[0]!;
      const sameDay = cards.due.filter((d) => startOfDay(new Date(d)) === startOfDay(new Date(next))).length;
      parts.push(`${sameDay} card${sameDay === 1 ? "" : "s"} due ${relativeDay(next, now)}`);
    }
  }
  const line = parts.join(", ");
  return line.charAt(0).toUpperCase() + line.slice(1);
}
