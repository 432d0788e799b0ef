import { describe, expect, it } from "vitest";
import { createUser, useTestApp } from "../../../test/factories.ts";
import { parseNoteCards } from "./note-cards.ts";

describe("cards written in notes", () => {
  it("reads `question :: answer` lines and {{c1::cloze}} lines, keyed to survive edits", () => {
    expect(
      parseNoteCards(
        "# Python\n- What is a tuple? :: An immutable sequence\nA {{c1::list}} is mutable.\nplain line\n:: no question\nQ ::",
      ),
    ).toEqual([
      { key: "qa:what is a tuple?", kind: "basic", front: "What is a tuple?", back: "An immutable sequence" },
      { key: "cloze:list", kind: "cloze", front: "A {{c1::list}} is mutable.", back: "" },
    ]);
  });

  describe("API", () => {
    const fx = useTestApp();
    type Card = { id: string; source: string; front: string; back: string; reps: number };
    const noteCards = async (user: Awaited<ReturnType<typeof createUser>>) =>
      ((await fx.call(user, "GET", "/api/review/cards")).json() as Card[])
        .filter((c) => c.source === "note")
        .sort((a, b) => a.front.localeCompare(b.front));

    it("keeps a note's cards in step with its edits, schedule included, and drops them with the note", async () => {
      const user = await createUser(fx.t);
      const note = (
        await fx.call(user, "POST", "/api/notes", {
          title: "Python",
          content: "What is a tuple? :: An immutable sequence\nA {{c1::list}} is mutable.",
        })
      ).json();
      const [cloze, qa] = await noteCards(user);
      expect(qa).toMatchObject({ front: "What is a tuple?", back: "An immutable sequence" });
      expect(cloze).toMatchObject({ front: "A {{c1::list}} is mutable.", back: "" });
      // Reviewed once, then the answer and the cloze's wording are edited: the same cards, schedule kept.
      await fx.call(user, "POST", `/api/review/cards/${qa!.id}/grade`, {
        rating: 3,
        durationMs: 1000,
        reps: 0,
      });
      await fx.call(user, "PUT", `/api/notes/${note.id}`, {
        title: "Python",
        content:
          "What is a tuple? :: A sequence that cannot change\nA Python {{c1::list}} can change.\nWhat is a set? :: Unique items",
      });
      const edited = await noteCards(user);
      expect(edited.map((c) => [c.id, c.back, c.reps])).toEqual([
        [cloze!.id, "", 0],
        [expect.any(String), "Unique items", 0],
        [qa!.id, "A sequence that cannot change", 1],
      ]);
      expect(edited[0]!.front).toBe("A Python {{c1::list}} can change.");
      // A line removed: its card goes.
      await fx.call(user, "PUT", `/api/notes/${note.id}`, {
        title: "Python",
        content: "What is a set? :: Unique items",
      });
      expect((await noteCards(user)).map((c) => c.front)).toEqual(["What is a set?"]);
      await fx.call(user, "DELETE", `/api/notes/${note.id}`);
      expect(await noteCards(user)).toEqual([]);
    });
  });
});
