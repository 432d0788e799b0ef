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
  content: `
<p>When we designed Brainy AI, we wanted the first minute to feel like talking to a good teacher: you say what you want, they ask what they need to know, and then they hand you a plan. This post walks through what happens along the way.</p>

<h2 id="start-with-a-sentence">It starts with a sentence</h2>
<p>Adding a goal starts with a text box, not a catalogue. You describe what you want in your own words: “I want to understand statistics well enough to read medical studies”, or “Prepare for a junior front-end developer interview”. There are no categories to pick and no wrong answers.</p>

<h2 id="clarifying-questions">Clarifying questions</h2>
<p>The AI planner reads your goal and decides whether it has enough to work with. If not, it asks a clarifying question, for example what you already know or what you want to be able to do at the end. You answer in plain text; the planner can ask again, and every answer is kept alongside your goal.</p>
<p>If you change your mind, <strong>Back</strong> removes your last answer and the planner re-plans without it. Nothing is locked in until you confirm.</p>

<h2 id="courses-and-sections">Courses, sections and lessons</h2>
<p>Once the planner has enough, it proposes <strong>recommended courses</strong>. Each one shows a title, a description, a level, an expected duration in hours and tags for the knowledge it covers. You choose which to keep (at least one); select all of them or just the one that matters most right now.</p>
<p>Each course becomes a roadmap: an ordered timeline of <strong>sections</strong>, and each section holds <strong>lessons</strong>. The section you are working on is expanded; finished ones show your average score; sections further ahead wait until you get there. When you finish every lesson of a section, the lessons for the next one are prepared automatically.</p>

<h2 id="lessons-generated-for-you">Lessons generated for you</h2>
<p>Lessons are written for your goal, not pulled from a generic textbook. A lesson can contain:</p>
<ul>
  <li>headings, explanations and lists that build the idea step by step;</li>
  <li>code blocks with syntax highlighting for programming topics;</li>
  <li>mathematical notation, inline or as full equations;</li>
  <li>charts for data and trends, and illustrations for ideas that are easier seen than read;</li>
  <li>an audio version you can listen to on the way to work;</li>
  <li>recommended books if you want to go deeper.</li>
</ul>
<p>Beside every lesson sits the AI chat helper, which knows what you are studying. Select any passage to ask about it or to turn it into a note.</p>

<h2 id="assessments-close-the-loop">Assessments close the loop</h2>
<p>Each lesson ends with a short assessment. Scoring 60% or more completes the lesson and moves your progress bar; below that, the result tells you what to revisit before moving on. Retrieval practice is one of the most reliable ways to make knowledge last, so we made it part of every lesson rather than an optional extra.</p>

<h2 id="free-and-pro">What Free and Pro include</h2>
<p>The free plan includes one goal in progress, one topic per goal, one lesson generation per 24 hours, five AI chat questions a day, notes and the focus timer. <strong>Pro</strong> costs £5 a month and lifts those limits: up to ten goals in progress, unlimited lessons, assessments and chat, and our best AI models. Pro comes with a 30-day money-back guarantee, and you can cancel anytime.</p>
<p>Whichever you choose, the path is the same: one sentence, a few honest answers, and a roadmap that is yours.</p>
`,
};
