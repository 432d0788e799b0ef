import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Markdown } from "./markdown.tsx";

afterEach(cleanup);

describe("Markdown", () => {
  it("renders headings, lists, emphasis and tables", () => {
    const { container } = render(
      <Markdown>{"## Title\n\n- one\n- **two**\n\n| a | b |\n|---|---|\n| 1 | 2 |"}</Markdown>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Title" })).toBeTruthy();
    expect(container.querySelectorAll("li")).toHaveLength(2);
    expect(container.querySelector("strong")?.textContent).toBe("two");
    expect(container.querySelector("table td")?.textContent).toBe("1");
  });

  it("shows raw HTML as text and drops script links", () => {
    const { container } = render(
      <Markdown>
        {'<img src=x onerror="alert(1)"> and [bad](javascript:alert(1)) and [ok](https://example.com)'}
      </Markdown>,
    );
    expect(container.querySelector("img")).toBeNull();
    const links = [...container.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).not.toContain("javascript:alert(1)");
    expect(links.find((a) => a.textContent === "ok")?.getAttribute("rel")).toContain("noopener");
  });

  it("turns fenced code into a code block with Copy and keeps inline code inline", () => {
    render(<Markdown>{"Use `x` here.\n\n```python\nprint(1)\n```"}</Markdown>);
    expect(screen.getByRole("button", { name: "Copy code" })).toBeTruthy();
    expect(screen.getByText("x").tagName).toBe("CODE");
  });
});
