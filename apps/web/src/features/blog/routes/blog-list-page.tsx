import { SearchX } from "lucide-react";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/index.ts";
import { blogPosts } from "../../../content/blog/index.ts";
import { BlogFooter, BlogHeader } from "../components/blog-chrome.tsx";
import { BlogFilters } from "../components/blog-filters.tsx";
import { ArticleCard, NewsCard } from "../components/post-cards.tsx";
import { useScrollToTop } from "../hooks/use-scroll-to-top.ts";
import { shownPostsText } from "../lib/blog-list-classes.ts";
import { type BlogFilter, countPostsByType, filterPostsByType, searchPosts } from "../lib/blog-query.ts";

function readFilter(value: string | null): BlogFilter {
  return value === "article" || value === "news" ? value : "all";
}

/** /blog: every post with search and type filters; both live in the URL (?q=, ?type=) so links keep them. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const filter = readFilter(params.get("type"));
  useScrollToTop("blog");

  const matching = searchPosts(blogPosts, query);
  const counts = countPostsByType(matching);
  const shown = filterPostsByType(matching, filter);

  const update = (next: { q?: string; type?: BlogFilter }) => {
    const merged = { q: query, type: filter, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set("q", merged.q);
    if (merged.type !== "all") search.set("type", merged.type);
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="min-h-dvh bg-bg text-text">
      <title>Blog · Brainy AI</title>
      <BlogHeader />
      <main className="px-4 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <header className="pt-12 pb-10 text-center sm:pt-16">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">The Brainy AI Blog</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Learn smarter, remember longer
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted">
              Guides on memory, focus and goal setting from the people building Brainy AI, plus product news.
            </p>
          </header>
          <BlogFilters
            query={query}
            onQueryChange={(q) => update({ q })}
            filter={filter}
            onFilterChange={(type) => update({ type })}
            counts={counts}
          />
          <p className="sr-only" aria-live="polite" data-shown-posts>
            {shownPostsText(shown.length)}
          </p>
          {shown.length === 0 ? (
            <NoPostsFound />
          ) : (
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Posts">
              {shown.map((post, index) => (
                <li key={post.id} data-post-type={post.type} data-post-id={post.id}>
                  {post.type === "article" ? (
                    <ArticleCard post={post} priority={index === 0} />
                  ) : (
                    <NewsCard post={post} priority={index === 0} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </main>
      <BlogFooter />
    </div>
  );
}

/** What the list shows when the search matches no post (the prerendered page keeps it in a template). */
export function NoPostsFound() {
  return (
    <EmptyState
      className="mt-10"
      icon={<SearchX size={22} />}
      title="No posts found matching your search."
      description="Try a shorter word, or clear the search to see every post."
    />
  );
}
