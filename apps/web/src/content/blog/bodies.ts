/** Each post's HTML body (bodies/{id}.html): its own small chunk, fetched when the post is opened. */
const bodies = import.meta.glob<string>("./bodies/*.html", { query: "?raw", import: "default" });

/**
 * A post's body: trusted HTML bundled with the app whose h2 ids match the post's `sections`. Lists
 * of posts (the blog, the landing page) never load it. Null for an unknown id.
 */
export async function loadPostBody(id: string | undefined): Promise<string | null> {
  const load = id ? bodies[`./bodies/${id}.html`] : undefined;
  return load ? load() : null;
}
