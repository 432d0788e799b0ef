import { type McpServer, ResourceTemplate, requireScopes } from "@modelcontextprotocol/server";
import { getLesson } from "../lessons/index.ts";
import { getNote, listUserNotes } from "../notes/index.ts";
import type { McpCaller } from "./caller.ts";
import { findWrittenLessons } from "./repository.ts";
import { guarded } from "./results.ts";
import { lessonAsMarkdown } from "./tools-learning.ts";

/** How many lessons and notes a resource list names (the newest). */
const LISTED = 50;

/** `brainy://lessons/{id}` and `brainy://notes/{id}`: the learner's lessons and notes as Markdown. */
export function registerResources(server: McpServer, caller: McpCaller): void {
  const { db, userId, log } = caller;
  const read = requireScopes("read");

  server.registerResource(
    "lesson",
    new ResourceTemplate("brainy://lessons/{lessonId}", {
      list: () =>
        guarded(log, async () => ({
          resources: (await findWrittenLessons(db, userId, LISTED)).map((lesson) => ({
            uri: `brainy://lessons/${lesson.id}`,
            name: lesson.title,
            mimeType: "text/markdown",
          })),
        })),
    }),
    {
      title: "A lesson",
      description: "A written lesson as Markdown",
      mimeType: "text/markdown",
      scopeChallenge: read,
    },
    (uri, { lessonId }) =>
      guarded(log, async () => {
        const lesson = await getLesson({ db, userId, lessonId: String(lessonId) });
        return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: lessonAsMarkdown(lesson) }] };
      }),
  );

  server.registerResource(
    "note",
    new ResourceTemplate("brainy://notes/{noteId}", {
      list: () =>
        guarded(log, async () => ({
          resources: (await listUserNotes({ db, userId, filter: {} })).slice(0, LISTED).map((note) => ({
            uri: `brainy://notes/${note.id}`,
            name: note.title,
            mimeType: "text/markdown",
          })),
        })),
    }),
    {
      title: "A note",
      description: "One of the learner's notes as Markdown",
      mimeType: "text/markdown",
      scopeChallenge: read,
    },
    (uri, { noteId }) =>
      guarded(log, async () => {
        const note = await getNote({ db, userId, noteId: String(noteId) });
        const tags =
          note.explicitTags.length > 0 ? `\n\nTags: ${note.explicitTags.map((t) => `#${t}`).join(" ")}` : "";
        return {
          contents: [
            { uri: uri.href, mimeType: "text/markdown", text: `# ${note.title}\n\n${note.content}${tags}\n` },
          ],
        };
      }),
  );
}
