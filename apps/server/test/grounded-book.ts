import type { Source } from "@brainy/contract";
import { expect } from "vitest";
import type { TestUser, useTestApp } from "./factories.ts";
import { makeOutlinedPdf, type PdfChapter } from "./source-files.ts";

/** A small biology book: three chapters of two sections, one page each (pages 1 to 6). */
export const BIOLOGY_BOOK: PdfChapter[] = [
  {
    title: "Cells",
    sections: [
      {
        title: "Cell Membranes",
        text: "The cell membrane is a phospholipid bilayer. It controls what enters and leaves the cell. Proteins in the membrane act as channels and pumps.",
      },
      {
        title: "Organelles",
        text: "Organelles are specialised structures inside the cell. The nucleus stores the genetic material. Ribosomes build proteins from amino acids.",
      },
    ],
  },
  {
    title: "Energy",
    sections: [
      {
        title: "Photosynthesis",
        text: "Photosynthesis happens in the chloroplasts of plant cells. Light energy splits water and releases oxygen. The Calvin cycle fixes carbon dioxide into sugar.",
      },
      {
        title: "Respiration",
        text: "Mitochondria are the powerhouse of the cell. Cellular respiration makes ATP from glucose. Oxygen is the final electron acceptor.",
      },
    ],
  },
  {
    title: "Genetics",
    sections: [
      {
        title: "DNA Replication",
        text: "DNA replication is semi-conservative. Each new double helix keeps one strand of the old one. DNA polymerase adds nucleotides to the growing strand.",
      },
      {
        title: "Mendelian Inheritance",
        text: "Mendel crossed pea plants to study inheritance. Dominant alleles mask recessive ones. A monohybrid cross gives a three to one ratio.",
      },
    ],
  },
];

/** Uploads `chapters` as an outlined PDF and waits until its extraction (run in this process) made it ready. */
export async function uploadReadyPdf(
  fx: ReturnType<typeof useTestApp>,
  user: TestUser,
  options: { chapters?: PdfChapter[]; name?: string } = {},
): Promise<Source> {
  const response = await fx.t.app.inject({
    method: "POST",
    url: `/api/sources/upload?name=${encodeURIComponent(options.name ?? "Biology book.pdf")}`,
    headers: { ...user.auth, "content-type": "application/octet-stream" },
    payload: Buffer.from(await makeOutlinedPdf(options.chapters ?? BIOLOGY_BOOK)),
  });
  expect(response.statusCode, response.body).toBe(201);
  for (let i = 0; i < 300; i++) {
    const source = (await fx.call(user, "GET", `/api/sources/${response.json().id}`)).json() as Source;
    if (source.state === "ready") return source;
    if (source.state === "failed") throw new Error(source.error ?? "failed");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("extraction did not end");
}
