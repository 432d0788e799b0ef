/** The four how-it-works illustrations of the landing page, one per step. */
export { RoadmapArt, SetGoalsArt } from "./how-it-works-plan-art.tsx";
export { LearnArt, ProgressArt } from "./how-it-works-study-art.tsx";
