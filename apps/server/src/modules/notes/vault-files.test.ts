import { NOTE_TITLE_MAX } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import {
  noteToVaultFile,
  parseVaultFile,
  resolveVaultLinks,
  settleTitles,
  vaultFileNames,
} from "./vault-files.ts";

const parsed = (path: string, text: string) => parseVaultFile(path, text);

describe("vault files", () => {
  it("names files safely and uniquely, whatever the titles hold", () => {
    expect(vaultFileNames(["A/B: c?", "a/b: C?", "..hidden", "   ", "#tag [x]"])).toEqual([
      "A B c",
      "a b C (2)",
      "hidden",
      "Untitled",
      "tag x",
    ]);
  });

  it("writes front matter that reads back to the same title, tags and dates", () => {
    const note = {
      title: 'Quotes: "yes" & no',
      content: "Body with [[Other: one]] and #tag",
      explicitTags: ["exam"],
      createdAt: new Date("2025-01-02T03:04:05.000Z"),
      updatedAt: new Date("2025-02-03T04:05:06.000Z"),
    };
    const file = noteToVaultFile(note, (key) => (key === "other: one" ? "Other one" : undefined));
    expect(file).toContain("[[Other one|Other: one]]");
    const back = parsed("x/Quotes yes no.md", file);
    expect(back).toMatchObject({
      title: note.title,
      tags: ["exam"],
      createdAt: note.createdAt,
      updatedAt: note.updatedAt,
      content: "Body with [[Other one|Other: one]] and #tag",
    });
  });

  it("reads Obsidian's ways of writing tags and falls back to the file name", () => {
    expect(parsed("a/My note.md", "---\ntags: [one, '#Two', nested/tag, 3]\n---\ntext").tags).toEqual([
      "one",
      "two",
      "nested-tag",
      "3",
    ]);
    expect(parsed("a/My note.md", "---\ntags: one two, three\n---\n").tags).toEqual(["one", "two", "three"]);
    const plain = parsed("deep/folder/My note.markdown", "\uFEFFNo front matter");
    expect(plain).toMatchObject({
      title: "My note",
      baseName: "My note",
      content: "No front matter",
      tags: [],
    });
  });

  it("refuses a billion-laughs front matter rather than expanding it", () => {
    const laughs = ["a: &a [x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 10; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      laughs.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(", ")}]`);
    }
    expect(() => parsed("lol.md", `---\n${laughs.join("\n")}\n---\nbody`)).toThrow(/front matter/);
  });

  it("renames clashes within the limit and resolves links to renamed notes", () => {
    const long = "x".repeat(NOTE_TITLE_MAX);
    const files = [
      parsed("A.md", "See [[B]] and [[b|the b]] and [[Missing|m]]"),
      parsed("B.md", ""),
      parsed(`${long}.md`, ""),
    ];
    const titles = settleTitles(files, new Set(["b", long]));
    expect(titles[0]).toBe("A");
    expect(titles[1]).toBe("B (imported)");
    expect(titles[2]!.length).toBeLessThanOrEqual(NOTE_TITLE_MAX);
    expect(titles[2]).toMatch(/ \(imported\)$/);
    expect(resolveVaultLinks(files, titles)[0]).toBe(
      "See [[B (imported)]] and [[B (imported)]] and [[Missing]]",
    );
  });
});
