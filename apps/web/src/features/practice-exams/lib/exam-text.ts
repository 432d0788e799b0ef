import { PLAN_LIMITS, type PlanTier, PRACTICE_EXAM_SECONDS_PER_ITEM } from "@brainy/contract";

/** "15 minutes", "1 hour": a timed exam's length. */
export function examLength(items: number): string {
  const minutes = Math.round((items * PRACTICE_EXAM_SECONDS_PER_ITEM) / 60);
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? "" : "s"}`;
  return `${minutes} minutes`;
}

const per = (days: number) => (days === 1 ? "a day" : days === 7 ? "a week" : `every ${days} days`);

/** What the plan allows, as the setup screen says it. */
export function examAllowance(tier: PlanTier): string {
  const free = PLAN_LIMITS.free;
  const pro = PLAN_LIMITS.pro;
  return tier === "pro"
    ? `Pro: ${pro.practiceExams} practice exams ${per(pro.practiceExamWindowDays)}.`
    : `Free plan: ${free.practiceExams} practice exam ${per(free.practiceExamWindowDays)} (Pro: ${pro.practiceExams} ${per(pro.practiceExamWindowDays)}).`;
}

/** "14:05" left of a timer, or "1:02:05" past an hour. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
