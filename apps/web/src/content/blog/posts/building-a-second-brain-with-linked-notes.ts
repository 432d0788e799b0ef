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
  content: `
<p>The phrase “second brain” describes a simple idea: a place outside your head where what you learn is stored in a way you can find, connect and build on. Done well, it makes every new subject easier because you are never starting from nothing.</p>

<h2 id="why-notes-die">Why most notes are never read again</h2>
<p>Most notes are written once and buried. They are long, copied rather than thought through, and filed in a folder structure that made sense on the day. Months later, nothing leads you back to them.</p>
<p>Notes come back to life when two things are true: each note is small enough to understand on its own, and each note is connected to others, so that finding one leads you to the rest.</p>

<h2 id="one-idea-per-note">One idea per note</h2>
<p>Write notes that each capture a single idea, in your own words, with a title that states the idea. Compare:</p>
<ul>
  <li><em>“Chapter 3 notes”</em> tells you where it came from and nothing else.</li>
  <li><em>“Indexes speed up reads but slow down writes”</em> tells you what you learned, and you can link to it from anywhere.</li>
</ul>
<p>Writing in your own words is the important part. Rephrasing forces you to understand, and it turns note-taking into a retrieval exercise instead of copying.</p>

<h2 id="link-with-double-brackets">Link with double brackets</h2>
<p>In Brainy AI, you link one note to another by writing its title in double square brackets, like <code>[[Indexes speed up reads but slow down writes]]</code>. Links are matched to note titles regardless of capitalisation, so you do not have to remember exactly how you typed it.</p>
<p>Good moments to add a link:</p>
<ul>
  <li>when a new idea depends on an older one (“this only works because of [[Normalisation]]”);</li>
  <li>when two ideas contradict each other, which is often where real understanding starts;</li>
  <li>when an idea from one subject explains something in another: the most valuable links cross course boundaries.</li>
</ul>
<p>Over time the Notes page turns those links into a graph. Clusters show you the subjects you know well; lonely notes show you ideas that have not found their place yet.</p>

<h2 id="tag-for-retrieval">Tag for retrieval, not for filing</h2>
<p>Add tags with a hash sign anywhere in the text, for example <code>#sql</code> or <code>#review</code>. Tags are picked up automatically and you can filter your notes by them.</p>
<p>Resist the urge to build a perfect taxonomy. Use a handful of tags that answer “when will I want to find this?”: a subject, a project, and a status such as <code>#review</code> for things you have not mastered yet.</p>

<h2 id="from-lesson-to-note">From lesson to note in ten seconds</h2>
<p>While you study a lesson, select any passage and choose <strong>Create Note</strong>. The title is filled in from your selection (shortened if it is long) and the note remembers which lesson it came from. Then do the important part: rewrite the content in one or two sentences of your own, add a link to a related note, and save.</p>
<p>Ten notes a week, each linked to at least one other, is enough. In a few months you will have a map of your own knowledge that no course can give you.</p>
`,
};
