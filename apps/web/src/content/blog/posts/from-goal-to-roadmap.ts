import cover from "../../../assets/illustrations/blog/goal-to-roadmap.svg";
import { authors } from "../authors.ts";
import { formatPostDate } from "../format.ts";
import type { BlogArticle } from "../types.ts";

const date = "2025-11-04";

/** Article: what happens between typing a goal and studying the first lesson. */
export const fromGoalToRoadmap: BlogArticle = {
  id: "from-goal-to-roadmap",
  type: "article",
  title: "From Goal to Roadmap: Inside Brainy AI's Planner",
  subtitle: "What happens between typing one sentence and opening your first lesson.",
  excerpt:
    "You type what you want to learn; a few moments later there is a roadmap of courses, sections and lessons. A look at each step, and at the choices that stay in your hands.",
  image: cover,
  heroImage: cover,
  category: "Product",
  date,
  formattedDate: formatPostDate(date),
  readTime: 6,
  author: authors.daniel,
  sections: [
    { id: "start-with-a-sentence", title: "It starts with a sentence" },
    { id: "clarifying-questions", title: "Clarifying questions" },
    { id: "courses-and-sections", title: "Courses, sections and lessons" },
    { id: "lessons-generated-for-you", title: "Lessons generated for you" },
    { id: "assessments-close-the-loop", title: "Assessments close the loop" },
    { id: "free-and-pro", title: "What Free and Pro include" },
  ],
  tags: ["product", "AI planner", "roadmap", "lessons"],
};
