import cover from "../../../assets/illustrations/blog/audio-narration.svg";
import { authors } from "../authors.ts";
import { formatPostDate } from "../format.ts";
import type { BlogNews } from "../types.ts";

const date = "2026-01-20";

/** News: lessons gain an audio version. */
export const audioNarrationForEveryLesson: BlogNews = {
  id: "audio-narration-for-every-lesson",
  type: "news",
  title: "Listen to Any Lesson: Audio Narration Arrives",
  summary:
    "Every lesson can now be turned into audio. Press play on the way to work and follow along with the waveform, then take the assessment when you are back at a screen.",
  image: cover,
  category: "Product Update",
  subtitle: "Your commute just became study time.",
  date,
  formattedDate: formatPostDate(date),
  readTime: 2,
  author: authors.team,
  sections: [
    { id: "how-it-works", title: "How it works" },
    { id: "tips", title: "Tips for learning by ear" },
  ],
  tags: ["release", "audio", "lessons"],
  content: `
<p>Many of you told us the same thing: the best time you have for learning is when your eyes are busy. Walking, commuting, cooking. Starting today, every lesson in Brainy AI can be listened to.</p>

<h2 id="how-it-works">How it works</h2>
<p>Open any lesson and look for <strong>Listen to this lesson</strong> at the top. If the lesson has no audio yet, choose <strong>Generate Audio Version</strong>; it takes a few moments and is then saved with the lesson. Play and pause whenever you like, click anywhere on the waveform to jump to that point, and hover over it to see the time.</p>

<h2 id="tips">Tips for learning by ear</h2>
<ul>
  <li>Listen to a lesson once before reading it. The second pass, on screen, goes much faster.</li>
  <li>Pause after each section and say the main point out loud. It is retrieval practice in disguise.</li>
  <li>Keep the assessment for when you can sit down: it is where the learning gets locked in.</li>
</ul>
`,
};
