import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmbeddingState } from "./embedding-state.tsx";

afterEach(cleanup);

const REASON =
  "Search by meaning is not available for this source: the embedding service failed (it answered HTTP 500). Search by words still works.";

describe("a source's indexing for search by meaning", () => {
  it("shows nothing when no embedding provider is configured", () => {
    const { container } = render(<EmbeddingState embeddings={null} title="Biology" />);
    expect(container.textContent).toBe("");
    render(<EmbeddingState embeddings={undefined} title="Biology" />);
    expect(screen.queryByTestId("embedding-state")).toBeNull();
  });

  it("counts the passages indexed so far while queued or running", () => {
    render(
      <EmbeddingState
        embeddings={{ state: "running", done: 120, total: 400, error: null }}
        title="Biology"
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Indexing for meaning... 120 of 400 passages");
    cleanup();
    render(
      <EmbeddingState embeddings={{ state: "queued", done: 0, total: 1, error: null }} title="Biology" />,
    );
    expect(screen.getByRole("status").textContent).toBe("Indexing for meaning... 0 of 1 passage");
  });

  it("says quietly that a done source is searchable by meaning, with nothing to press", () => {
    render(
      <EmbeddingState embeddings={{ state: "ready", done: 3, total: 3, error: null }} title="Biology" />,
    );
    expect(screen.getByTestId("embedding-state").textContent).toBe("Searchable by meaning");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("gives the reason of a failure and a labelled Retry that calls back", () => {
    const onRetry = vi.fn();
    render(
      <EmbeddingState
        embeddings={{ state: "failed", done: 1, total: 3, error: REASON }}
        title="Biology"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe(REASON);
    fireEvent.click(screen.getByRole("button", { name: "Retry indexing Biology for search by meaning" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says words still work when a failure has no reason, and disables Retry while it is sent", () => {
    render(
      <EmbeddingState
        embeddings={{ state: "failed", done: 0, total: 3, error: null }}
        title="Biology"
        onRetry={() => {}}
        retrying
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Search by meaning failed: searching by words only.");
    expect(
      (
        screen.getByRole("button", {
          name: "Retry indexing Biology for search by meaning",
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });
});
