import type { AssignmentReport, OpenAnswer } from "@brainy/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AssignmentReportPanel } from "./assignment-report.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const classId = "5d1e0b6a-1f0c-4c55-9a3e-000000000001";
const assignmentId = "5d1e0b6a-1f0c-4c55-9a3e-000000000002";
const openAnswer = (i: number): OpenAnswer => ({
  lessonId: `5d1e0b6a-1f0c-4c55-9a3e-${String(i).padStart(12, "0")}`,
  questionIndex: 1,
  studentId: `6d1e0b6a-1f0c-4c55-9a3e-${String(i).padStart(12, "0")}`,
  studentName: `Student ${i + 1}`,
  question: "Why name values?",
  answer: `Answer ${i + 1}`,
  points: 0.5,
  feedback: "Partly.",
  graderConfidence: 0.5,
  override: null,
});
const ALL = Array.from({ length: 120 }, (_, i) => openAnswer(i));

/** The server's report with the first `openAnswers` (50 when not asked) of 120 open answers. */
const server = vi.fn(async (url: string) => {
  const shown = Number(new URL(url, "http://x").searchParams.get("openAnswers") ?? 50);
  const report: AssignmentReport = {
    assignment: {
      id: assignmentId,
      courseId: classId,
      title: "Python",
      dueDate: null,
      createdAt: "2026-11-28T08:00:00.000Z",
    },
    students: [],
    classWeakConcepts: [],
    questions: [],
    openAnswers: ALL.slice(0, shown),
    openAnswerCount: ALL.length,
  };
  return new Response(JSON.stringify(report), {
    status: 200,
    headers: { "content-type": "application/json" },
  });
});

describe("the report's open answers", () => {
  it("shows the first 50 of 120, then 50 more, then the last 20, keeping the list while it fetches", async () => {
    vi.stubGlobal("fetch", server);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AssignmentReportPanel classId={classId} assignmentId={assignmentId} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText(/least sure of come first \(50 of 120 shown\)/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByTestId("open-answer")).toHaveLength(50);
    fireEvent.click(screen.getByRole("button", { name: "Show 50 more" }));
    await waitFor(() => expect(screen.getAllByTestId("open-answer")).toHaveLength(100));
    expect(server.mock.calls.at(-1)![0]).toBe(
      `/api/classes/${classId}/assignments/${assignmentId}/report?openAnswers=100`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show 20 more" }));
    await waitFor(() => expect(screen.getAllByTestId("open-answer")).toHaveLength(120));
    expect(screen.queryByRole("button", { name: /^Show \d+ more$/ })).toBeNull();
    expect(screen.getByText("The answers the AI grader was least sure of come first.")).toBeTruthy();
  });
});
