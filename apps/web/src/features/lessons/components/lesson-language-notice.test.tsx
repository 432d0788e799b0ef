import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageNotice } from "./lesson-language-notice.tsx";

afterEach(cleanup);

describe("a lesson written in another language", () => {
  it("says which language it was written in and offers a rewrite in the learner's current one", () => {
    const onRewrite = vi.fn();
    render(<LanguageNotice written="en" current="de" onRewrite={onRewrite} />);
    expect(screen.getByRole("complementary", { name: "Lesson language" }).textContent).toContain(
      "This lesson was written in English.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Rewrite in German" }));
    expect(onRewrite).toHaveBeenCalledOnce();
  });

  it("offers no rewrite when none is possible (a completed lesson)", () => {
    render(<LanguageNotice written="en" current="de" />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
