// Time to mastery (issue 38, ADR 0053): the same simulated learners (bench/lib/learner-sim.ts, a
// hidden truth) study a goal in the fixed order and with placement, test-out and gap fixing
// (bench/lib/adaptive-study.ts, the product's own decision code); printed per starting knowledge
// (nothing, the first third, the first two thirds of the goal's concepts): questions answered,
// simulated minutes until every concept is known, and lessons marked complete while not known.
// Targets: ≥ 30 % fewer minutes starting with a third known, no more starting with nothing, and no
// more lessons marked complete while not known than the fixed order.
//
//   npm run bench:adaptive -w bench
//   BENCH_LEARNERS (200 per starting knowledge) and BENCH_SEED (2026) set the cohort;
//   BENCH_REREAD=0 has the fixed order retake a failed assessment at once, without re-reading the lesson;
//   BENCH_SCATTERED=1 has learners start knowing concepts drawn at random rather than the first ones.
import { type CohortComparison, compareCohort, type PolicySummary } from "./lib/adaptive-cohort.ts";
import { AFTER_COURSE_ROUNDS, ASSESSMENT, PLACEMENT, STUDY_MINUTES } from "./lib/adaptive-study.ts";

const SEED = Number(process.env.BENCH_SEED ?? 2026);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const REREAD = process.env.BENCH_REREAD !== "0";
const SCATTERED = process.env.BENCH_SCATTERED === "1";
const STARTS = [
  { share: 0, label: "nothing" },
  { share: 1 / 3, label: "a third" },
  { share: 2 / 3, label: "two thirds" },
];

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

function row(label: string, s: PolicySummary, saved: string): string {
  const testOuts = s.policy === "adaptive" ? `${s.testOutsPassed}/${s.testOuts}` : "—";
  const placement = s.policy === "adaptive" ? s.meanPlacementItems.toFixed(1) : "—";
  return `| ${label} | ${s.policy} | ${s.meanItems.toFixed(1)} | ${s.meanMinutes.toFixed(0)} | ${s.medianMinutes.toFixed(0)} | ${s.meanLessonMinutes.toFixed(0)} | ${saved} | ${pct(s.masteredShare)} | ${pct(s.falseCompletionRate)} (${s.falseCompletions}/${s.completions}) | ${testOuts} | ${placement} |`;
}

function verdicts(results: readonly CohortComparison[]): string[] {
  const [nothing, third] = results;
  const lines = [
    `a third known: ${pct(third!.minutesSaved)} fewer minutes (target ≥ 30 %): ${third!.minutesSaved >= 0.3 ? "met" : "not met"}`,
    `nothing known: ${nothing!.adaptive.meanMinutes.toFixed(0)} vs ${nothing!.fixed.meanMinutes.toFixed(0)} minutes (target: no more): ${nothing!.adaptive.meanMinutes <= nothing!.fixed.meanMinutes ? "met" : "not met"}`,
  ];
  const falseOk = results.every((r) => r.adaptive.falseCompletionRate <= r.fixed.falseCompletionRate);
  lines.push(
    `lessons marked complete while not known, adaptive vs fixed: ${results.map((r) => `${pct(r.adaptive.falseCompletionRate)} vs ${pct(r.fixed.falseCompletionRate)}`).join("; ")} (target: no more often): ${falseOk ? "met" : "not met"}`,
  );
  return lines;
}

const started = performance.now();
console.log(
  `${LEARNERS} simulated learners per row (seed ${SEED}), each under both policies; minutes: a lesson its own (4-8 per concept), ${STUDY_MINUTES.item} per question, ${STUDY_MINUTES.gapPartPerConcept} per missed concept for a gap fix's part; assessments of ${ASSESSMENT.questions} questions, ${ASSESSMENT.maxAttempts} attempts at most, the fixed order ${REREAD ? "re-reading the lesson before a retake" : "retaking at once"}; placement ≤ ${PLACEMENT.maxQuestions} questions; known at the start: ${SCATTERED ? "concepts drawn at random" : "the first concepts in teaching order"}; ${AFTER_COURSE_ROUNDS} checks of the goal at most after the lessons.\n`,
);
const results = STARTS.map((s) =>
  compareCohort(SEED, LEARNERS, s.share, { rereadBeforeRetake: REREAD, scatterKnown: SCATTERED }),
);
console.log(
  "| starts knowing | policy | questions answered | minutes to mastery (mean) | median | of which through the lessons (mean) | fewer minutes | reached mastery | lessons completed while not known | test-outs passed/taken | placement questions |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
results.forEach((r, i) => {
  console.log(row(STARTS[i]!.label, r.fixed, "—"));
  console.log(row(STARTS[i]!.label, r.adaptive, pct(r.minutesSaved)));
});
console.log("");
for (const line of verdicts(results)) console.log(line);
console.log(`bench took ${((performance.now() - started) / 1000).toFixed(1)} s`);
