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
  content: `
<p>Studying after work or between classes has an enemy that is not a lack of time: it is fragmented attention. A message arrives, a tab is opened “just to check”, and twenty minutes later the lesson is where you left it. The Pomodoro Technique is a small structure that makes those twenty minutes harder to lose.</p>

<h2 id="what-is-pomodoro">What the technique is</h2>
<p>Francesco Cirillo developed the method in the late 1980s as a university student, using a tomato-shaped kitchen timer (<em>pomodoro</em> is Italian for tomato). The rules fit on a sticky note:</p>
<ol>
  <li>Pick one task.</li>
  <li>Work on it, and only it, until the timer rings after 25 minutes.</li>
  <li>Take a short break of about 5 minutes.</li>
  <li>After four focus sessions, take a longer break of 15 to 30 minutes.</li>
</ol>

<h2 id="why-it-works">Why it works for learning</h2>
<p>Three things happen when you study in timed blocks:</p>
<ul>
  <li><strong>Starting gets easier.</strong> “Study for 25 minutes” is a much smaller commitment than “study tonight”, so you begin sooner.</li>
  <li><strong>Switching gets visible.</strong> Every urge to check something becomes a choice you notice, rather than a reflex.</li>
  <li><strong>Breaks become part of the plan.</strong> Short pauses give your mind a moment to consolidate what you just read, and a planned break is guilt-free in a way that drifting to your phone never is.</li>
</ul>

<h2 id="set-up-your-timer">Setting up your timer</h2>
<p>Brainy AI has a focus timer built into the app: it floats in the corner while you study and folds down to a small chip when you need the space. The defaults follow the classic method:</p>
<table>
  <thead><tr><th>Setting</th><th>Default</th><th>Allowed range</th></tr></thead>
  <tbody>
    <tr><td>Focus</td><td>25 minutes</td><td>1 to 60 minutes</td></tr>
    <tr><td>Short break</td><td>5 minutes</td><td>1 to 30 minutes</td></tr>
    <tr><td>Long break</td><td>15 minutes</td><td>1 to 60 minutes</td></tr>
    <tr><td>Sessions before a long break</td><td>4</td><td>1 to 10</td></tr>
  </tbody>
</table>
<p>When a session ends you get a desktop notification and three short beeps, and each finished focus session is recorded so you can see how much deep work your week really contained. If silence makes you restless, switch on the rain or forest ambience.</p>

<h2 id="protect-the-focus-block">Protecting the focus block</h2>
<p>The timer only helps if the block is protected. Before you press Start:</p>
<ul>
  <li>close every tab that is not the lesson;</li>
  <li>put your phone in another room, or at least face down and silent;</li>
  <li>write down the one thing this session is for: “finish the lesson on joins”, not “study SQL”.</li>
</ul>
<p>If a thought interrupts you (“I must reply to Sam”), write it on paper and return to the task. You will deal with it in the break.</p>

<h2 id="when-to-break-the-rules">When to break the rules</h2>
<p>Twenty-five minutes is a starting point, not a law. If you are deep in a hard problem when the timer rings, finishing the thought is fine. If you find 25 minutes too long to hold attention at the start, begin with 15 and grow it. Many learners settle on 40 to 50 minute blocks for practice-heavy work like coding, with 10-minute breaks.</p>
<p>The only rule worth keeping strictly is the first one: one task per session. Everything else you can tune.</p>
`,
};
