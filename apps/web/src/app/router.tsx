import { createBrowserRouter } from "react-router";

/**
 * The route table (spec part 1 section 2). Each screen is a lazily loaded module exporting
 * `Component`, so each route ships as its own chunk.
 */
export const router = createBrowserRouter([
  {
    path: "/",
    lazy: () => import("./placeholder-home.tsx"),
  },
  { path: "*", lazy: () => import("./placeholder-home.tsx") },
]);
