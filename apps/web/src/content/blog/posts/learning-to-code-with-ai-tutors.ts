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
  content: `
<p>I learned to program by staring at error messages until they made sense. It was slow, and it was also how the knowledge got in. Today an AI can explain any error in seconds. That is a gift, as long as you use it to understand rather than to skip understanding.</p>

<h2 id="tutor-not-autopilot">A tutor, not an autopilot</h2>
<p>The difference between a tutor and an autopilot is who does the thinking. If you paste a broken function and ask for a fixed one, you get working code and learn nothing you can use tomorrow. If you ask <em>why</em> it is broken and then fix it yourself, you get the same working code plus a rule you will recognise next time.</p>
<p>The AI chat in Brainy AI sits beside each lesson and already knows which lesson you are on, so you can ask about the material directly. Use it like the most patient teaching assistant you ever had: ask for hints, explanations and examples, and keep the keyboard for yourself.</p>

<h2 id="predict-before-you-run">Predict before you run</h2>
<p>Lessons in Brainy AI include code blocks. Before running or reading the explanation of any snippet, write down what you expect it to do. Take this one:</p>
<pre><code class="language-python">prices = [12, 5, 8]
total = 0
for price in prices:
    if price &gt; 6:
        total += price
print(total)</code></pre>
<p>Did you say 20? Good. Now change one thing (the comparison, the list, the indentation of <code>print</code>) and predict again. Each prediction that turns out wrong points exactly at the gap in your mental model, which is far more useful than a correct answer you did not predict.</p>

<h2 id="ask-better-questions">Ask better questions</h2>
<p>The quality of an AI's help follows the quality of the question. Some prompts that keep you in charge:</p>
<ul>
  <li>“Don't give me the solution. Give me a hint about where the bug is.”</li>
  <li>“Explain this error message as if I only know loops and lists.”</li>
  <li>“Give me a smaller example that shows the same idea.”</li>
  <li>“I think this works because of X. Am I right? If not, what am I missing?”</li>
  <li>“Give me three practice exercises on this, increasing in difficulty, without answers.”</li>
</ul>
<p>Notice that the last two make <em>you</em> produce something. That is the point.</p>

<h2 id="practice-in-small-loops">Practise in small loops</h2>
<p>Programming skill is built in tight loops: write a few lines, run them, read what happened, adjust. Long sessions of reading tutorials without typing build recognition, not skill. A good rhythm for a 25-minute focus session:</p>
<ol>
  <li>Read one section of the lesson.</li>
  <li>Close it and rewrite its example from memory.</li>
  <li>Break the example on purpose and read the error message before asking for help.</li>
  <li>Take the lesson's assessment when you finish the lesson, not the next day.</li>
</ol>
<p>When you learn something the hard way, select it and create a note in your own words. Future you, debugging the same thing at midnight, will be grateful.</p>

<h2 id="know-when-to-struggle">Know when to struggle</h2>
<p>Some struggle is productive: the ten minutes spent figuring out why a loop runs once too often teach you more than any explanation. Some struggle is not: an hour lost to a typo in a configuration file teaches you only frustration.</p>
<p>A rule of thumb: give yourself one focus session on a problem. If you have made no progress by the end of it, ask for a hint (not the answer). If the hint does not unlock it, ask for an explanation, then close the chat and write the solution yourself.</p>
<p>Used this way, an AI tutor does not make learning to code easier. It makes it faster, and it keeps the learning in your head, where it belongs.</p>
`,
};
