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
  content: `
<p>Today we are opening Brainy AI to everyone. Brainy AI turns a learning goal written in your own words into a roadmap you can follow, with lessons written for you and quizzes that make the knowledge stick.</p>

<h2 id="whats-in-v1">What's in 1.0</h2>
<ul>
  <li><strong>Goals and an AI planner.</strong> Describe what you want to learn; the planner asks clarifying questions when it needs them and recommends courses to choose from.</li>
  <li><strong>Roadmaps.</strong> Every course is laid out as sections of lessons, with your progress and scores along the way.</li>
  <li><strong>Generated lessons.</strong> Explanations, code examples, maths, charts and images, built around your goal.</li>
  <li><strong>Assessments.</strong> A short quiz at the end of each lesson; 60% completes it.</li>
  <li><strong>AI chat.</strong> Ask questions about the lesson you are reading, right beside it.</li>
  <li><strong>Notes.</strong> Save passages as notes, link them with <code>[[double brackets]]</code> and tag them with <code>#tags</code>.</li>
  <li><strong>Focus timer.</strong> A Pomodoro timer that floats beside your work.</li>
  <li><strong>Dark and light themes</strong> and ten avatars to make it yours.</li>
</ul>

<h2 id="free-and-pro">Free and Pro</h2>
<p>Brainy AI is free to start, with no card required. When you want more, Pro costs £5 a month: up to ten goals in progress, unlimited lessons, assessments and AI chat, and our best AI models. It renews monthly, you can cancel anytime, and every new subscription has a 30-day money-back guarantee.</p>

<h2 id="thank-you">Thank you</h2>
<p>To everyone who tested early versions, reported bugs and told us honestly what did not work: this release is yours as much as ours. Tell us what you think at any time; we read every message.</p>
`,
};
