import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { lessons } from "../../db/schema/index.ts";

describe("notes API", () => {
  const fx = useTestApp();

  async function create(user: TestUser, body: Record<string, unknown>) {
    const res = await fx.call(user, "POST", "/api/notes", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  it("creates, reads, edits and deletes a note, each user's own", async () => {
    const user = await createUser(fx.t);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    const [lesson] = await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.userId, user.id));
    const note = await create(user, {
      title: "  Photosynthesis ",
      content: "Plants make #Glucose from light. See [[Chlorophyll]].",
      lessonId: lesson!.id,
      tags: ["Biology", "#exam"],
    });
    expect(note).toMatchObject({
      title: "Photosynthesis",
      lessonId: lesson!.id,
      tags: ["biology", "exam", "glucose"],
      explicitTags: ["biology", "exam"],
      links: [{ title: "Chlorophyll", noteId: null }],
      linkedFrom: [],
    });
    const other = await createUser(fx.t);
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { title: "Mine now", content: "" }],
      ["DELETE", undefined],
    ] as const) {
      expect((await fx.call(other, method, `/api/notes/${note.id}`, body)).statusCode, method).toBe(404);
    }
    expect((await fx.call(other, "GET", "/api/notes")).json()).toEqual([]);
    expect(
      (await fx.call(other, "POST", "/api/notes", { title: "x", lessonId: lesson!.id })).statusCode,
    ).toBe(404);

    const edited = await fx.call(user, "PUT", `/api/notes/${note.id}`, {
      title: "Photosynthesis basics",
      content: "Now about #light only.",
      tags: '["biology"]',
    });
    expect(edited.json()).toMatchObject({
      title: "Photosynthesis basics",
      tags: ["biology", "light"],
      links: [],
    });
    expect((await fx.call(user, "DELETE", `/api/notes/${note.id}`)).statusCode).toBe(204);
    expect((await fx.call(user, "GET", `/api/notes/${note.id}`)).statusCode).toBe(404);
    expect((await fx.call(user, "DELETE", `/api/notes/${note.id}`)).statusCode).toBe(404);
  });

  it("refuses a blank title and oversized input with clear 400s", async () => {
    const user = await createUser(fx.t);
    for (const title of ["", "   ", undefined]) {
      const res = await fx.call(user, "POST", "/api/notes", { title, content: "x" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Note title is required");
    }
    expect((await fx.call(user, "POST", "/api/notes", { title: "x".repeat(201) })).statusCode).toBe(400);
    expect(
      (await fx.call(user, "POST", "/api/notes", { title: "T", content: "x".repeat(50_001) })).statusCode,
    ).toBe(400);
    const tags = await fx.call(user, "POST", "/api/notes", { title: "T", tags: ["ok", "not ok!"] });
    expect(tags.statusCode).toBe(400);
    expect((await fx.call(user, "POST", "/api/notes", { title: "T", tags: "{not json" })).statusCode).toBe(
      400,
    );
    expect((await fx.call(user, "POST", "/api/notes", { title: "T", lessonId: "nope" })).statusCode).toBe(
      400,
    );
    expect((await fx.call(user, "GET", "/api/notes/not-a-uuid")).statusCode).toBe(400);
    // Content is optional.
    expect((await fx.call(user, "POST", "/api/notes", { title: "Only a title" })).statusCode).toBe(201);
  });

  it("resolves [[links]] case-insensitively in either order, with backlinks and connections after rename and delete", async () => {
    const user = await createUser(fx.t);
    // A link written before its target exists resolves when the target is created.
    const a = await create(user, { title: "Cells", content: "Walls: [[cell WALLS]] and [[Membranes]]" });
    expect(a.links).toEqual([
      { title: "cell WALLS", noteId: null },
      { title: "Membranes", noteId: null },
    ]);
    const b = await create(user, { title: "Cell Walls", content: "Back to [[cells]]. #plants" });
    expect(b.links).toEqual([{ title: "cells", noteId: a.id }]);
    expect(b.linkedFrom).toEqual([{ id: a.id, title: "Cells" }]);
    const aNow = (await fx.call(user, "GET", `/api/notes/${a.id}`)).json();
    expect(aNow.links[0]).toEqual({ title: "cell WALLS", noteId: b.id });
    expect(aNow.linkedFrom).toEqual([{ id: b.id, title: "Cell Walls" }]);

    let graph = (await fx.call(user, "GET", "/api/notes/connections")).json();
    expect(graph.nodes).toHaveLength(2);
    expect(graph.links).toEqual(
      expect.arrayContaining([
        { sourceId: a.id, targetId: b.id, strength: 1 },
        { sourceId: b.id, targetId: a.id, strength: 1 },
      ]),
    );
    expect(graph.links).toHaveLength(2);

    // Renaming B: A's [[cell WALLS]] no longer matches, so that link is unresolved.
    await fx.call(user, "PUT", `/api/notes/${b.id}`, { title: "Plant cell walls", content: b.content });
    graph = (await fx.call(user, "GET", "/api/notes/connections")).json();
    expect(graph.links).toEqual([{ sourceId: b.id, targetId: a.id, strength: 1 }]);
    // A new note with the old title takes the link over.
    const c = await create(user, { title: "Cell walls", content: "" });
    expect(c.linkedFrom).toEqual([{ id: a.id, title: "Cells" }]);
    // Deleting A removes its links and B's link to it is unresolved.
    await fx.call(user, "DELETE", `/api/notes/${a.id}`);
    graph = (await fx.call(user, "GET", "/api/notes/connections")).json();
    expect(graph.nodes.map((n: { title: string }) => n.title).sort()).toEqual([
      "Cell walls",
      "Plant cell walls",
    ]);
    expect(graph.links).toEqual([]);
    expect((await fx.call(user, "GET", `/api/notes/${b.id}`)).json().links).toEqual([
      { title: "cells", noteId: null },
    ]);
  });

  it("searches exact title, then partial title, then content, with 30 characters of context; filters by tag", async () => {
    const user = await createUser(fx.t);
    const content = await create(user, {
      title: "Leaves",
      content: `${"Leaves are green because of their pigments. ".repeat(2)}Energy is stored as glucose in the plant cells for later use. #biology`,
    });
    const partial = await create(user, {
      title: "Glucose metabolism",
      content: "How cells burn sugar. #biology",
    });
    const exact = await create(user, { title: "Glucose", content: "A simple sugar." });
    await create(user, { title: "Unrelated", content: "Nothing to see. #history" });
    const found = (await fx.call(user, "GET", "/api/notes?q=glucose")).json();
    expect(found.map((n: { id: string }) => n.id)).toEqual([exact.id, partial.id, content.id]);
    const snippet = found[2].snippet as string;
    expect(snippet).toBe("...pigments. Energy is stored as glucose in the plant cells for later ...");
    expect((await fx.call(user, "GET", "/api/notes?q=gluc")).json()).toHaveLength(3);
    expect((await fx.call(user, "GET", "/api/notes?q=%22%27%25_%5C")).json()).toEqual([]);
    expect((await fx.call(user, "GET", "/api/notes?q=nothingmatches")).json()).toEqual([]);
    const tagged = (await fx.call(user, "GET", "/api/notes?tag=Biology")).json();
    expect(tagged.map((n: { id: string }) => n.id).sort()).toEqual([content.id, partial.id].sort());
    const stranger = await createUser(fx.t);
    expect((await fx.call(stranger, "GET", "/api/notes?q=glucose")).json()).toEqual([]);
  });
});
