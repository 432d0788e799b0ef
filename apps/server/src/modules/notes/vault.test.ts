import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { createUser, type TestUser, useTestApp } from "../../../test/factories.ts";

type NoteJson = {
  id: string;
  title: string;
  content: string;
  tags: string[];
  explicitTags: string[];
  links: { title: string; noteId: string | null }[];
};

describe("notes as an Obsidian vault", () => {
  const fx = useTestApp();

  async function create(user: TestUser, body: Record<string, unknown>) {
    const res = await fx.call(user, "POST", "/api/notes", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as NoteJson;
  }

  async function notesOf(user: TestUser): Promise<NoteJson[]> {
    const res = await fx.call(user, "GET", "/api/notes");
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  function importZip(user: TestUser, zip: Uint8Array, type = "application/zip") {
    return fx.t.app.inject({
      method: "POST",
      url: "/api/notes/import",
      headers: { ...user.auth, "content-type": type },
      payload: Buffer.from(zip),
    });
  }

  /** What a note is, independent of ids: its title, text, tags and where its links lead. */
  function shapeOf(notes: NoteJson[]) {
    const titleOf = new Map(notes.map((n) => [n.id, n.title]));
    return notes
      .map((n) => ({
        title: n.title,
        content: n.content,
        tags: [...n.tags].sort(),
        explicitTags: [...n.explicitTags].sort(),
        links: n.links.map((l) => ({ title: l.title, to: l.noteId ? titleOf.get(l.noteId) : null })),
      }))
      .sort((a, b) => a.title.localeCompare(b.title));
  }

  it("exports a vault that imports into a new account as the same notes, links and tags", async () => {
    const owner = await createUser(fx.t);
    await create(owner, {
      title: "Photosynthesis",
      content:
        "Plants make sugar from light #biology. See [[Chlorophyll]] and [[Light/Dark reactions]].\n\nWhat makes leaves green? :: chlorophyll",
      tags: ["exam"],
    });
    await create(owner, {
      title: "Chlorophyll",
      content: "A #pigment. Back to [[photosynthesis]].",
      tags: ["science"],
    });
    await create(owner, {
      title: "Light/Dark reactions",
      content: "Two stages. Links to [[Nowhere yet]].",
      tags: [],
    });
    await create(owner, { title: "Empty note", content: "", tags: ["todo"] });

    const res = await fx.call(owner, "GET", "/api/notes/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    const files = unzipSync(res.rawPayload);
    const names = Object.keys(files).sort();
    expect(names).toEqual([
      "Brainy notes/Chlorophyll.md",
      "Brainy notes/Empty note.md",
      "Brainy notes/Light Dark reactions.md",
      "Brainy notes/Photosynthesis.md",
    ]);
    const photo = new TextDecoder().decode(files["Brainy notes/Photosynthesis.md"]);
    const [, front, body] = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(photo)!;
    const meta = parseYaml(front!);
    expect(meta).toMatchObject({ title: "Photosynthesis", tags: ["exam"] });
    expect(new Date(meta.created).getTime()).not.toBeNaN();
    expect(new Date(meta.updated).getTime()).not.toBeNaN();
    // Obsidian follows links by file name: one whose file is named differently shows its title as the alias.
    expect(body).toContain("See [[Chlorophyll]] and [[Light Dark reactions|Light/Dark reactions]].");
    expect(body).toContain("#biology");

    const newcomer = await createUser(fx.t);
    const imported = await importZip(newcomer, res.rawPayload);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({ imported: 4, renamed: [], skipped: [] });
    expect(shapeOf(await notesOf(newcomer))).toEqual(shapeOf(await notesOf(owner)));
    // The 'question :: answer' line became a card in the new account too.
    const cards = (await fx.call(newcomer, "GET", "/api/review/cards")).json() as { front: string }[];
    expect(cards.map((c) => c.front)).toContain("What makes leaves green?");

    // Importing the same vault again renames every note and leaves the first ones as they were.
    const before = shapeOf(await notesOf(newcomer));
    const again = await importZip(newcomer, res.rawPayload);
    expect(again.statusCode).toBe(201);
    expect(again.json().renamed).toContainEqual({ from: "Chlorophyll", to: "Chlorophyll (imported)" });
    const after = await notesOf(newcomer);
    expect(after).toHaveLength(8);
    expect(shapeOf(after.filter((n) => !n.title.endsWith("(imported)")))).toEqual(before);
    const copy = after.find((n) => n.title === "Photosynthesis (imported)")!;
    expect(copy.content).toContain("[[Chlorophyll (imported)]]");
    expect(
      copy.links.every((l) => l.noteId && after.find((n) => n.id === l.noteId)!.title.endsWith("(imported)")),
    ).toBe(true);
  });

  it("imports a folder of Markdown written in Obsidian: aliases, headings, folders, string tags, extra files", async () => {
    const user = await createUser(fx.t);
    await create(user, { title: "Kept", content: "Mine. See [[Inbox]].", tags: [] });
    const zip = zipSync({
      "vault/.obsidian/app.json": strToU8("{}"),
      "vault/attachments/diagram.png": new Uint8Array([137, 80, 78, 71]),
      "vault/Inbox.md": strToU8("Start at [[Topics/Algebra|algebra]] and [[Geometry#Angles]]. #start"),
      "vault/Topics/Algebra.md": strToU8(
        "---\ntags: maths, school\ncreated: 2024-03-01\n---\nSolve for $x$. Back to [[Inbox]].",
      ),
      "vault/Topics/Geometry.md": strToU8("## Angles\nMeasured in degrees."),
      "vault/Kept.md": strToU8("Not mine: a clash."),
    });
    const res = await importZip(user, zip, "application/octet-stream");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      imported: 4,
      renamed: [{ from: "Kept", to: "Kept (imported)" }],
      skipped: ["vault/attachments/diagram.png"],
    });
    const notes = await notesOf(user);
    const byTitle = new Map(notes.map((n) => [n.title, n]));
    expect(byTitle.get("Kept")!.content).toBe("Mine. See [[Inbox]].");
    expect(byTitle.get("Kept (imported)")!.content).toBe("Not mine: a clash.");
    const inbox = byTitle.get("Inbox")!;
    expect(inbox.content).toBe("Start at [[algebra]] and [[Geometry]]. #start");
    expect(inbox.links.map((l) => l.noteId)).toEqual([
      byTitle.get("Algebra")!.id,
      byTitle.get("Geometry")!.id,
    ]);
    expect(inbox.links.every((l) => l.noteId)).toBe(true);
    expect(byTitle.get("Algebra")!.tags.sort()).toEqual(["maths", "school"]);
    expect(byTitle.get("Algebra")!.content).toBe("Solve for $x$. Back to [[Inbox]].");
    // The learner's own note linking to [[Inbox]] now finds it.
    expect(byTitle.get("Kept")!.links[0]!.noteId).toBe(inbox.id);
  });

  describe("hostile files answer a clear 4xx, import nothing and leave the server serving", () => {
    let user: TestUser;
    async function refused(zip: Uint8Array, status: number, message: RegExp) {
      user ??= await createUser(fx.t);
      const res = await importZip(user, zip);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await notesOf(user)).toEqual([]);
    }

    it("a path leaving the vault", async () => {
      await refused(zipSync({ "../../etc/evil.md": strToU8("x") }), 400, /path leaves the vault/);
      await refused(zipSync({ "/abs/evil.md": strToU8("x") }), 400, /path leaves the vault/);
    });

    it("more files than an import takes", async () => {
      const many: Record<string, Uint8Array> = {};
      for (let i = 0; i < 2_001; i++) many[`n${i}.txt`] = new Uint8Array(0);
      await refused(zipSync(many, { level: 0 }), 400, /more than 2,000 files/);
    });

    it("a zip bomb, declared or lying about its size", async () => {
      const zeros = new Uint8Array(30 * 1024 * 1024);
      await refused(zipSync({ "bomb.md": zeros }, { level: 9 }), 400, /at most 200 KB/);
      // The same entry with its central directory claiming 100 bytes: it is cut at 100, never inflated.
      const lying = zipSync({ "liar.md": zeros }, { level: 9 });
      const view = new DataView(lying.buffer);
      const central = lying.length - 22 - 46 - "liar.md".length;
      expect(view.getUint32(central, true)).toBe(0x02014b50);
      view.setUint32(central + 24, 100, true);
      await refused(lying, 400, /NUL characters/);
    });

    it("text that is not UTF-8, bad front matter, not a zip, nothing to import, too large", async () => {
      await refused(
        zipSync({ "latin1.md": new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0xff]) }),
        400,
        /latin1\.md: this file is not UTF-8/,
      );
      await refused(
        zipSync({ "bad.md": strToU8("---\ntitle: [unclosed\n---\nBody") }),
        400,
        /bad\.md: its front matter is not valid YAML/,
      );
      await refused(strToU8("PK but not really a zip"), 400, /not a zip archive/);
      await refused(zipSync({ "picture.png": new Uint8Array([1, 2, 3]) }), 400, /no Markdown/);
      await refused(new Uint8Array(10 * 1024 * 1024 + 1), 413, /at most 10 MB/);
      const json = await fx.call(user, "POST", "/api/notes/import", { files: [] });
      expect(json.statusCode).toBe(400);
    });
  });
});
