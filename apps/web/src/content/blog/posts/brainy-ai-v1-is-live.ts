import cover from "../../../assets/illustrations/blog/launch-v1.svg";
import { authors } from "../authors.ts";
import { formatPostDate } from "../format.ts";
import type { BlogNews } from "../types.ts";

const date = "2025-10-11";

/** News: the v1.0 launch announcement. */
export const brainyAiV1IsLive: BlogNews = {
  id: "brainy-ai-v1-is-live",
  type: "news",
  title: "Brainy AI v1.0 is Now Live!",
  summary:
    "After months of testing with early learners, Brainy AI 1.0 is open to everyone: tell it your goal and get an AI-planned roadmap of courses, lessons and quizzes.",
  image: cover,
  category: "Announcement",
  subtitle: "Goals, AI-planned roadmaps, generated lessons, notes and a focus timer, in one place.",
  date,
  formattedDate: formatPostDate(date),
  readTime: 2,
  author: authors.team,
  sections: [
    { id: "whats-in-v1", title: "What's in 1.0" },
    { id: "free-and-pro", title: "Free and Pro" },
    { id: "thank-you", title: "Thank you" },
  ],
  tags: ["release", "announcement", "v1.0"],
};
