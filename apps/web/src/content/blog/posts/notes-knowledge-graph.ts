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
  content: `
<p>Linking notes with <code>[[double brackets]]</code> has been part of Brainy AI since the start. Until now those links lived inside the text. Today they get a picture.</p>

<h2 id="whats-new">What's new</h2>
<p>The Notes page now includes a graph: each note is a point, and each link between notes is a line. Notes you link to often gather in clusters; notes with no links sit at the edge, waiting for a connection. Links are matched to titles regardless of capitalisation, so the graph reflects what you meant, not exactly how you typed it.</p>

<h2 id="getting-the-most">Getting the most from it</h2>
<ul>
  <li>Once a week, look at the lonely notes at the edge and link each one to at least one other.</li>
  <li>Look for links between clusters: an idea that connects two subjects is often the one you understand best.</li>
  <li>Use a <code>#review</code> tag for notes you have not mastered, and filter by it before an assessment.</li>
</ul>
`,
};
