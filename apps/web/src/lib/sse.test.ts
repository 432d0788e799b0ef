import { describe, expect, it } from "vitest";
import { createEventParser } from "./sse.ts";

describe("event stream parser", () => {
  it("joins events split across chunks and ignores comments", () => {
    const parse = createEventParser();
    expect(parse(": stream open\n\nevent: blo")).toEqual([]);
    expect(parse('ck\ndata: {"index":0}\n')).toEqual([]);
    expect(parse('\nevent: done\ndata: {"ok":true}\n\n')).toEqual([
      { event: "block", data: '{"index":0}' },
      { event: "done", data: '{"ok":true}' },
    ]);
  });

  it("joins multi-line data, reads CRLF, and names unnamed events 'message'", () => {
    const parse = createEventParser();
    expect(parse("data: one\r\ndata: two\r\n\r\nevent: error\ndata:{}\n\n")).toEqual([
      { event: "message", data: "one\ntwo" },
      { event: "error", data: "{}" },
    ]);
  });
});
