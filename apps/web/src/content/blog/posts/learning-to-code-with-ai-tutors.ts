import cover from "../../../assets/illustrations/blog/learning-to-code-with-ai.svg";
import { authors } from "../authors.ts";
import { formatPostDate } from "../format.ts";
import type { BlogArticle } from "../types.ts";

const date = "2026-08-18";

/** Article: using an AI helper to learn programming without outsourcing the thinking. */
export const learningToCodeWithAiTutors: BlogArticle = {
  id: "learning-to-code-with-ai-tutors",
  type: "article",
  title: "Learning to Code with an AI Tutor (Without Outsourcing Your Brain)",
  subtitle:
    "An AI that writes the answer for you teaches you to ask. One that makes you think teaches you to code.",
  excerpt:
    "AI helpers can explain any error message in seconds, which makes it dangerously easy to learn nothing. Five habits that turn an AI chat into a patient tutor instead of an autopilot.",
  image: cover,
  heroImage: cover,
  category: "Coding",
  date,
  formattedDate: formatPostDate(date),
  readTime: 7,
  author: authors.daniel,
  sections: [
    { id: "tutor-not-autopilot", title: "A tutor, not an autopilot" },
    { id: "predict-before-you-run", title: "Predict before you run" },
    { id: "ask-better-questions", title: "Ask better questions" },
    { id: "practice-in-small-loops", title: "Practise in small loops" },
    { id: "know-when-to-struggle", title: "Know when to struggle" },
  ],
  tags: ["coding", "AI chat", "programming", "study techniques"],
};
