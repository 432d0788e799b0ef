import { blogPosts } from "../../../content/blog/index.ts";
import { filterButtonClasses, filterCountClasses, shownPostsText } from "./blog-list-classes.ts";
import { type BlogFilter, countPostsByType, filterPostsByType, searchPosts } from "./blog-query.ts";

const readFilter = (value: string | null): BlogFilter =>
  value === "article" || value === "news" ? value : "all";

/**
 * The blog list's search and type filters on the prerendered /blog, where no React runs: the page
 * holds every post; this takes out those the search (?q=) and the type (?type=) leave out, keeps the
 * counts, the pressed button, the announced count and the address as the app's list page does, and
 * shows the empty state (from the page's template) when nothing matches.
 */
export function enhanceBlogList(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>('ul[aria-label="Posts"]');
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>("button[data-filter]"));
  const announce = root.querySelector<HTMLElement>("[data-shown-posts]");
  const emptyTemplate = root.querySelector<HTMLTemplateElement>("template[data-no-posts]");
  if (!list || !input) return;
  const empty = emptyTemplate?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (empty) {
    empty.hidden = true;
    list.after(empty);
  }
  const items = Array.from(list.querySelectorAll<HTMLElement>(":scope > li[data-post-id]"));
  const params = new URLSearchParams(location.search);
  let query = params.get("q") ?? "";
  let filter = readFilter(params.get("type"));

  const render = () => {
    const matching = searchPosts(blogPosts, query);
    const counts = countPostsByType(matching);
    const shown = new Set(filterPostsByType(matching, filter).map((post) => post.id));
    // Left out of the list as the app's page leaves them out, not hidden in it.
    list.replaceChildren(...items.filter((item) => shown.has(item.dataset.postId ?? "")));
    list.hidden = shown.size === 0;
    if (empty) empty.hidden = shown.size > 0;
    if (announce) announce.textContent = shownPostsText(shown.size);
    for (const button of buttons) {
      const value = readFilter(button.dataset.filter ?? null);
      const pressed = value === filter;
      button.setAttribute("aria-pressed", String(pressed));
      button.className = filterButtonClasses(pressed);
      const count = button.querySelector<HTMLElement>(`[data-testid="count-${value}"]`);
      if (count) {
        count.className = filterCountClasses(pressed);
        count.textContent = String(counts[value]);
      }
    }
  };
  const update = (next: { q?: string; type?: BlogFilter }) => {
    query = next.q ?? query;
    filter = next.type ?? filter;
    const search = new URLSearchParams();
    if (query) search.set("q", query);
    if (filter !== "all") search.set("type", filter);
    const suffix = search.toString();
    history.replaceState(history.state, "", `${location.pathname}${suffix ? `?${suffix}` : ""}`);
    render();
  };

  input.addEventListener("input", () => update({ q: input.value }));
  for (const button of buttons)
    button.addEventListener("click", () => update({ type: readFilter(button.dataset.filter ?? null) }));
  // What was typed before this script ran is kept and applied; else the address's search.
  if (input.value) update({ q: input.value });
  else {
    input.value = query;
    if (query || filter !== "all") render();
  }
}
