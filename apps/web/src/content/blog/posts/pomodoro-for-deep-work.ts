import cover from "../../../assets/illustrations/blog/pomodoro-deep-work.svg";
import { authors } from "../authors.ts";
import { formatPostDate } from "../format.ts";
import type { BlogArticle } from "../types.ts";

const date = "2025-12-02";

/** Article: using focus intervals for study sessions. */
export const pomodoroForDeepWork: BlogArticle = {
  id: "pomodoro-for-deep-work",
  type: "article",
  title: "The Pomodoro Technique for Deep Work",
  subtitle: "Twenty-five minutes, one task, no tabs. Why such a simple rule works so well for studying.",
  excerpt:
    "A kitchen timer and a rule against switching tasks: the Pomodoro Technique is almost too simple to take seriously. Here is why it works for learning, and how to adapt it when it doesn't.",
  image: cover,
  heroImage: cover,
  category: "Productivity",
  date,
  formattedDate: formatPostDate(date),
  readTime: 5,
  author: authors.priya,
  sections: [
    { id: "what-is-pomodoro", title: "What the technique is" },
    { id: "why-it-works", title: "Why it works for learning" },
    { id: "set-up-your-timer", title: "Setting up your timer" },
    { id: "protect-the-focus-block", title: "Protecting the focus block" },
    { id: "when-to-break-the-rules", title: "When to break the rules" },
  ],
  tags: ["focus", "pomodoro", "productivity", "habits"],
};
