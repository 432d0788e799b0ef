import { describe, expect, it } from "vitest";
import { fileNameFrom } from "./download.ts";

describe("fileNameFrom", () => {
  it("prefers the UTF-8 name, falls back to the ASCII one, then to the default", () => {
    expect(
      fileNameFrom(`attachment; filename="Caf_ notes.zip"; filename*=UTF-8''Caf%C3%A9%20notes.zip`, "x"),
    ).toBe("Café notes.zip");
    expect(fileNameFrom('attachment; filename="Course.html"', "x")).toBe("Course.html");
    expect(fileNameFrom("attachment; filename*=UTF-8''%E0%A4%A", "fallback.zip")).toBe("fallback.zip");
    expect(fileNameFrom(null, "download")).toBe("download");
  });
});
