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
};
