import cover from "../../../assets/illustrations/blog/learning-goals.svg";
import { authors } from "../authors.ts";
import { formatPostDate } from "../format.ts";
import type { BlogArticle } from "../types.ts";

const date = "2025-10-21";

/** Article: turning a vague wish into a goal the planner can work with. */
export const settingLearningGoalsThatStick: BlogArticle = {
  id: "setting-learning-goals-that-stick",
  type: "article",
  title: "How to Set Learning Goals That Actually Stick",
  subtitle:
    "“Learn Python” is a wish. Here is how to turn it into a goal you will still be working on in March.",
  excerpt:
    "Most learning goals fail in the first two weeks, not because people lack discipline but because the goal was never concrete. Five habits that make a goal survive contact with a busy life.",
  image: cover,
  heroImage: cover,
  category: "Goals",
  date,
  formattedDate: formatPostDate(date),
  readTime: 5,
  author: authors.maya,
  sections: [
    { id: "why-goals-fail", title: "Why most learning goals fail" },
    { id: "make-it-concrete", title: "Make it concrete" },
    { id: "answer-the-planner", title: "Answer the planner's questions honestly" },
    { id: "one-goal-at-a-time", title: "One active goal at a time" },
    { id: "review-and-adjust", title: "Review and adjust" },
  ],
  tags: ["goals", "motivation", "planning", "habits"],
  content: `
<p>Every January, and every time a new job or course starts, millions of people decide to finally learn something. By the third week most of them have stopped. The cause is rarely laziness. It is usually the goal itself.</p>

<h2 id="why-goals-fail">Why most learning goals fail</h2>
<p>A goal like “get better at data science” has no finish line, no first step and no way to tell whether today's session moved you forward. Each time you sit down you have to decide what to study, and deciding is tiring. After a few evenings of that, the easiest decision is to skip.</p>
<p>Goals that last share three traits: they describe an outcome you can picture, they fit the time you really have, and they break down into steps small enough to start on a tired Tuesday.</p>

<h2 id="make-it-concrete">Make it concrete</h2>
<p>Compare these two goals:</p>
<ul>
  <li><em>“Learn Python.”</em></li>
  <li><em>“Write Python scripts that clean the sales spreadsheets I get every Monday, within three months, studying about four hours a week.”</em></li>
</ul>
<p>The second one tells you what to learn first (reading files, working with tables), what you can skip for now (web frameworks), and when you are done. It also gives you a reason to keep going that is about your life rather than about the subject.</p>
<p>A useful template: <strong>I want to be able to [do something specific] so that [why it matters to me], with about [hours per week] available.</strong></p>

<h2 id="answer-the-planner">Answer the planner's questions honestly</h2>
<p>When you add a goal in Brainy AI, you write it in plain words. The AI planner may then ask one or more clarifying questions: what you already know, what you want to build, how much time you have. It is tempting to rush through them. Don't.</p>
<p>Those answers decide which courses are recommended, how difficult they start and how long they are expected to take. Saying you are a beginner when you have written code for a year will bore you; claiming experience you do not have will bury you. The planner can only be as specific as you are.</p>
<p>You then pick the courses you want from the recommendations. Choosing fewer is usually better: you can always add more once the first one is moving.</p>

<h2 id="one-goal-at-a-time">One active goal at a time</h2>
<p>Brainy AI lets you keep several goals, but only one is <strong>active</strong>: it is the one your dashboard and your “continue learning” button point at. That is deliberate. Switching between five half-started subjects feels busy and produces little.</p>
<p>The free plan has one goal in progress at a time; Pro allows up to ten, which is useful when you are juggling, say, a work skill and a language. Even then, we recommend picking one to be active each week and letting the others wait.</p>

<h2 id="review-and-adjust">Review and adjust</h2>
<p>Set a reminder for the end of each month and look at your roadmap:</p>
<ol>
  <li>How many lessons did you complete? The progress bar on your goal shows it at a glance.</li>
  <li>Is the goal still the right one? Life changes; it is fine to replace a goal rather than abandon it silently.</li>
  <li>Is the pace realistic? If you consistently finish half of what you planned, plan half as much. Consistency beats intensity.</li>
</ol>
<p>A goal is a tool, not a promise. The best one is the one that gets you to sit down tomorrow.</p>
`,
};
