export function Component() {
  return (
    <main className="grid min-h-screen place-items-center p-8">
      <h1 className="text-3xl font-semibold">Brainy AI</h1>
    </main>
  );
}
