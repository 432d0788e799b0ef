import type { User } from "@brainy/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../lib/query-keys.ts";
import { storageKeys } from "../../lib/storage.ts";
import { Component as AuthenticatedLayout } from "./authenticated-layout.tsx";

const baseUser: User = {
  id: "u1",
  username: "Ada",
  email: "ada@example.com",
  firstName: null,
  birthDate: null,
  educationDegree: null,
  currentStatus: null,
  motivation: null,
  interests: null,
  aboutYourself: null,
  learningPreferences: null,
  learningSchedule: [],
  isInitialSetupCompleted: false,
  goalDescription: null,
  learningLanguage: "en",
};

function serveUser(user: User) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(user), { status: 200, headers: { "content-type": "application/json" } }),
    ),
  );
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/login", element: <h1>login screen</h1> },
      {
        element: <AuthenticatedLayout />,
        children: [
          { path: "/initial-setup", element: <h1>setup screen</h1> },
          {
            element: <Outlet />,
            children: [
              { path: "/home", element: <h1>home screen</h1> },
              { path: "/goals", element: <h1>goals screen</h1> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
});

describe("authenticated layout", () => {
  it("sends a visitor without a token to /login", async () => {
    renderAt("/home");
    expect(await screen.findByText("login screen")).toBeTruthy();
  });

  it("sends an unfinished profile to /initial-setup", async () => {
    localStorage.setItem(storageKeys.token, "t");
    serveUser(baseUser);
    renderAt("/goals");
    expect(await screen.findByText("setup screen")).toBeTruthy();
  });

  it("sends a finished profile away from /initial-setup to /home", async () => {
    localStorage.setItem(storageKeys.token, "t");
    serveUser({ ...baseUser, isInitialSetupCompleted: true });
    renderAt("/initial-setup");
    expect(await screen.findByText("home screen")).toBeTruthy();
  });

  it("lets the wizard finish and go to /goals itself, even before the cache is refreshed", async () => {
    localStorage.setItem(storageKeys.token, "t");
    serveUser(baseUser);
    const { client, router } = renderAt("/initial-setup");
    expect(await screen.findByText("setup screen")).toBeTruthy();
    // Finish: the server now says complete, the cache still says incomplete when navigating.
    serveUser({ ...baseUser, isInitialSetupCompleted: true });
    await act(() => router.navigate("/goals"));
    expect(await screen.findByText("goals screen")).toBeTruthy();
    expect(client.getQueryData<User>(queryKeys.user)?.isInitialSetupCompleted).toBe(true);
  });

  it("keeps the wizard on screen when the profile becomes complete during the visit", async () => {
    localStorage.setItem(storageKeys.token, "t");
    serveUser(baseUser);
    const { client, router } = renderAt("/initial-setup");
    expect(await screen.findByText("setup screen")).toBeTruthy();
    // Every place the router goes from here (a bounce to /home and back would show).
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    // The server now says complete too, so a refetch cannot hide a redirect.
    const completed = { ...baseUser, isInitialSetupCompleted: true };
    serveUser(completed);
    // The cache tells its observers on a timer: run it (and all it leads to) on a fake clock.
    vi.useFakeTimers();
    await act(async () => {
      client.setQueryData<User>(queryKeys.user, completed);
      await vi.runAllTimersAsync();
    });
    await act(() => vi.runAllTimersAsync());
    expect(visited).toEqual([]);
    expect(router.state.location.pathname).toBe("/initial-setup");
    expect(screen.getByText("setup screen")).toBeTruthy();
    expect(screen.queryByText("home screen")).toBeNull();
  });
});
