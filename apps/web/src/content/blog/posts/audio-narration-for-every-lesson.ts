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
};
