import cover from "../../../assets/illustrations/blog/knowledge-graph.svg";
import { authors } from "../authors.ts";
import { formatPostDate } from "../format.ts";
import type { BlogNews } from "../types.ts";

const date = "2026-06-09";

/** News: the notes page shows links between notes as a graph. */
export const notesKnowledgeGraph: BlogNews = {
  id: "notes-knowledge-graph",
  type: "news",
  title: "See How Your Ideas Connect: The Notes Graph",
  summary:
    "The Notes page now draws the links between your notes as a graph, so you can see which subjects you know well and which ideas are still on their own.",
  image: cover,
  category: "Product Update",
  subtitle: "Your notes, as a map.",
  date,
  formattedDate: formatPostDate(date),
  readTime: 2,
  author: authors.team,
  sections: [
    { id: "whats-new", title: "What's new" },
    { id: "getting-the-most", title: "Getting the most from it" },
  ],
  tags: ["release", "notes", "knowledge graph"],
};
