// PLACEHOLDER: replaced by the feature's own work.
export function Component() {
  return <main className="p-8">courses-page</main>;
}
