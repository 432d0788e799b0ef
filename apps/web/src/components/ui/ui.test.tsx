import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";
import { Checkbox } from "./checkbox.tsx";
import { Dialog } from "./dialog.tsx";
import { FormAlert, ProgressBar } from "./display.tsx";
import { Input, Select } from "./fields.tsx";
import { PageError, PageLoading } from "./page-state.tsx";
import { Toaster, toast } from "./toast.tsx";

afterEach(cleanup);

function DialogHarness({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="state">{open ? "open" : "closed"}</p>
      <Dialog open={open} onOpenChange={setOpen} title="Confirm" dismissible={dismissible}>
        <button type="button">Inside</button>
      </Dialog>
    </>
  );
}

/** A dialog opened from a button of the page's own, as screens open theirs. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Confirm">
        <button type="button">Inside</button>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("renders nothing until it first opens (its code loads then)", () => {
    const { container } = render(<Dialog open={false} onOpenChange={() => {}} title="Confirm" />);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on Escape", async () => {
    render(<DialogHarness />);
    // The first dialog loads its code: on a loaded machine that can take over the default second.
    expect(await screen.findByRole("dialog", { name: "Confirm" }, { timeout: 10_000 })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.getByTestId("state").textContent).toBe("closed");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives focus back to the button that opened it when Escape closes it", async () => {
    render(<Opener />);
    const opener = screen.getByRole("button", { name: "Open it" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Confirm" }, { timeout: 10_000 });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("moves focus inside when opened and offers a close button only when dismissible", async () => {
    const { unmount } = render(<DialogHarness />);
    expect((await screen.findByRole("dialog")).contains(document.activeElement)).toBe(true);
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    unmount();
    render(<DialogHarness dismissible={false} />);
    await screen.findByRole("dialog");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });
});

describe("Button", () => {
  it("is disabled and busy while loading, so clicks do nothing", () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe("fields", () => {
  it("links label, hint and error to the input", () => {
    render(<Input label="Email" hint="We never share it" error="Email is required" />);
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Email is required",
    );
  });

  it("renders select options with a placeholder", () => {
    render(<Select label="Degree" placeholder="Choose" options={[{ value: "bsc", label: "Bachelor" }]} />);
    const select = screen.getByLabelText("Degree") as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(["Choose", "Bachelor"]);
  });

  it("checkbox toggles through its label", () => {
    const onChange = vi.fn();
    render(<Checkbox label="Remember me" checked={false} onCheckedChange={onChange} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Remember me" }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("progress bar clamps its value", () => {
    render(<ProgressBar value={140} label="Course progress" />);
    expect(screen.getByRole("progressbar", { name: "Course progress" }).getAttribute("aria-valuenow")).toBe(
      "100",
    );
  });
});

describe("toast", () => {
  it("keeps both live regions in the page before any toast, so later toasts are announced", () => {
    const { container } = render(<Toaster />);
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(container.querySelector('[aria-live="assertive"]')).not.toBeNull();
  });

  it("shows a message (its card loads with the first toast) and removes it after its duration", async () => {
    render(<Toaster />);
    act(() => {
      toast("Saved", { variant: "success", durationMs: 1000 });
    });
    expect((await screen.findByRole("status")).textContent).toContain("Saved");
    vi.useFakeTimers();
    try {
      act(() => {
        toast("Saved again", { variant: "success", durationMs: 1000 });
      });
      expect(screen.getByText("Saved again")).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(1001);
      });
      expect(screen.queryByText("Saved again")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("page states", () => {
  it("announces a failed load and retries on the button", () => {
    const retry = vi.fn();
    render(<PageError message="Could not load goals." onRetry={retry} />);
    expect(screen.getByRole("alert").textContent).toContain("Could not load goals.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("leaves the retry out when there is nothing to retry, and names a loading page", () => {
    render(<PageError message="Gone" />);
    expect(screen.queryByRole("button")).toBeNull();
    cleanup();
    render(<PageLoading label="Loading your goals…" />);
    expect(screen.getByText("Loading your goals…")).toBeTruthy();
  });

  it("shows a form alert only when it has something to say", () => {
    const { container } = render(<FormAlert>{undefined}</FormAlert>);
    expect(container.textContent).toBe("");
    render(<FormAlert>Invalid email or password</FormAlert>);
    expect(screen.getByRole("alert").textContent).toBe("Invalid email or password");
  });
});
