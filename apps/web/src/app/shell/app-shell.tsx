import { Outlet } from "react-router";

// PLACEHOLDER: replaced by the shell work (guards and layout).
export function Component() {
  return <Outlet />;
}
