import cover from "../../../assets/illustrations/blog/spaced-retrieval.svg";
import { authors } from "../authors.ts";
import { formatPostDate } from "../format.ts";
import type { BlogArticle } from "../types.ts";

const date = "2026-02-24";

/** Article: the forgetting curve, the testing effect and how to space practice. */
export const howSpacedRetrievalWorks: BlogArticle = {
  id: "how-spaced-retrieval-works",
  type: "article",
  title: "How Spaced Retrieval Works (and Why Re-reading Doesn't)",
  subtitle:
    "The two habits with the strongest evidence behind them, and how to build both into a normal week.",
  excerpt:
    "Re-reading feels productive and fades fast. Pulling an answer out of memory, again and again with growing gaps, is what makes knowledge stay. Here is how it works and how to use it.",
  image: cover,
  heroImage: cover,
  category: "Learning Science",
  date,
  formattedDate: formatPostDate(date),
  readTime: 6,
  author: authors.maya,
  sections: [
    { id: "the-forgetting-curve", title: "The forgetting curve" },
    { id: "retrieval-beats-review", title: "Retrieval beats review" },
    { id: "spacing-the-gaps", title: "Spacing the gaps" },
    { id: "how-brainy-uses-it", title: "How Brainy AI builds it in" },
    { id: "a-weekly-routine", title: "A weekly routine you can keep" },
  ],
  tags: ["memory", "study techniques", "spaced repetition", "assessments"],
  content: `
<p>Most of us study the way we were taught at school: read the chapter, highlight the important bits, read it again the night before. It feels like work, and for a day or two it even looks like it worked. Then the details quietly slip away. This article explains why, and what to do instead.</p>

<h2 id="the-forgetting-curve">The forgetting curve</h2>
<p>In the 1880s the psychologist Hermann Ebbinghaus memorised lists of nonsense syllables and tested himself at different intervals. The shape he found has been reproduced many times since: memory drops steeply in the first hours and days after learning, then levels off. Without any review, a large share of new material is gone within a week.</p>
<p>The important part is not the drop but what changes it. Each time you successfully recall something, the curve that follows is flatter: you forget more slowly than the time before. Memory is less like a recording and more like a path through a field. Every trip along it makes it easier to find next time.</p>

<h2 id="retrieval-beats-review">Retrieval beats review</h2>
<p>Re-reading puts the information in front of your eyes. Retrieval asks your brain to produce it. Only the second one walks the path.</p>
<p>In a well-known 2006 study, Henry Roediger and Jeffrey Karpicke had students study short prose passages. Some re-read the passage; others took a practice test on it without seeing the text again. Five minutes later the re-readers did slightly better. One week later the tested group remembered considerably more. The effort of recalling, even when it was incomplete, was what made the difference.</p>
<blockquote>If it feels easy, you are probably reviewing. If it feels slightly hard, you are probably learning.</blockquote>
<p>Practical forms of retrieval include:</p>
<ul>
  <li>closing the lesson and writing down the three main ideas from memory;</li>
  <li>answering quiz questions before you look anything up;</li>
  <li>explaining a concept out loud as if to a friend who has never heard of it;</li>
  <li>solving a fresh problem instead of re-reading a worked example.</li>
</ul>

<h2 id="spacing-the-gaps">Spacing the gaps</h2>
<p>Retrieval works best when a little forgetting has happened first. Quizzing yourself five minutes after a lesson is easy and does little. Quizzing yourself the next day, then a few days later, then a week or two after that, forces real recall each time while the gaps keep growing.</p>
<p>You do not need a precise schedule. A simple rhythm of <strong>1 day, 3 days, 1 week, 3 weeks</strong> covers most of the benefit. If a review goes badly, shorten the next gap; if it was effortless, stretch it.</p>

<h2 id="how-brainy-uses-it">How Brainy AI builds it in</h2>
<p>Brainy AI is designed so that retrieval is the default rather than an extra chore:</p>
<ul>
  <li><strong>Every lesson ends with an assessment.</strong> You answer questions about what you just studied, and a lesson counts as completed at a score of 60% or more. Falling short is useful information, not a failure: it tells you what to revisit.</li>
  <li><strong>The AI chat helper can quiz you.</strong> On any lesson page, ask “Quiz me on this lesson with five short questions, one at a time” and answer before reading its feedback.</li>
  <li><strong>Notes are written in your own words.</strong> Selecting a passage and choosing <em>Create Note</em> is a prompt to summarise, not to copy. Writing the summary is a retrieval exercise in itself.</li>
  <li><strong>The roadmap moves forward section by section,</strong> so earlier ideas come back as foundations for later lessons instead of being left behind.</li>
</ul>

<h2 id="a-weekly-routine">A weekly routine you can keep</h2>
<ol>
  <li><strong>Learn:</strong> study one new lesson and take its assessment the same day.</li>
  <li><strong>Next day:</strong> spend five minutes writing down what you remember from yesterday's lesson, then check your notes.</li>
  <li><strong>End of the week:</strong> ask the AI chat to quiz you on the week's lessons. Anything you miss becomes a note with a <code>#review</code> tag.</li>
  <li><strong>Every few weeks:</strong> search your notes for <code>#review</code> and try to answer each one cold.</li>
</ol>
<p>It takes less time than re-reading, and it is the part of studying that still pays off a month later.</p>
`,
};
