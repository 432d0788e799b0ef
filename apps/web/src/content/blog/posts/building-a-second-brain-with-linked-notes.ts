import cover from "../../../assets/illustrations/blog/second-brain-linked-notes.svg";
import { authors } from "../authors.ts";
import { formatPostDate } from "../format.ts";
import type { BlogArticle } from "../types.ts";

const date = "2026-04-14";

/** Article: linked notes, tags and turning lessons into a personal knowledge base. */
export const buildingASecondBrain: BlogArticle = {
  id: "building-a-second-brain-with-linked-notes",
  type: "article",
  title: "Building a Second Brain with Linked Notes",
  subtitle:
    "Notes you never read again are a diary of good intentions. Linked notes become a map of what you know.",
  excerpt:
    "A folder full of notes is where knowledge goes to be forgotten. Short notes, written in your own words and linked to each other, turn into something you actually use. Here is a practical way to start.",
  image: cover,
  heroImage: cover,
  category: "Notes",
  date,
  formattedDate: formatPostDate(date),
  readTime: 6,
  author: authors.priya,
  sections: [
    { id: "why-notes-die", title: "Why most notes are never read again" },
    { id: "one-idea-per-note", title: "One idea per note" },
    { id: "link-with-double-brackets", title: "Link with double brackets" },
    { id: "tag-for-retrieval", title: "Tag for retrieval, not for filing" },
    { id: "from-lesson-to-note", title: "From lesson to note in ten seconds" },
  ],
  tags: ["notes", "knowledge management", "second brain", "study techniques"],
};
