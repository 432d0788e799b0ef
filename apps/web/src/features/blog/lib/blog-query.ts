import { type BlogArticle, type BlogNews, type BlogPost, describePost } from "../../../content/blog/index.ts";

/** The list page's type filter: every post, only articles or only news. */
export type BlogFilter = "all" | "article" | "news";

/** How many related articles an article page shows. */
export const RELATED_POSTS_LIMIT = 3;
/** How many other news items the news sidebar lists. */
export const LATEST_NEWS_LIMIT = 4;

/** Posts whose title, excerpt or summary contains the query, ignoring case; a blank query matches all. */
export function searchPosts(posts: readonly BlogPost[], query: string): BlogPost[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...posts];
  return posts.filter(
    (post) => post.title.toLowerCase().includes(needle) || describePost(post).toLowerCase().includes(needle),
  );
}

/** Keeps the posts of the chosen type ("all" keeps everything). */
export function filterPostsByType(posts: readonly BlogPost[], filter: BlogFilter): BlogPost[] {
  return filter === "all" ? [...posts] : posts.filter((post) => post.type === filter);
}

/** The count shown beside each filter button, for the given (already searched) posts. */
export function countPostsByType(posts: readonly BlogPost[]): Record<BlogFilter, number> {
  const article = posts.filter((post) => post.type === "article").length;
  return { all: posts.length, article, news: posts.length - article };
}

/** The post with this id, or undefined. */
export function findPostById(posts: readonly BlogPost[], id: string | undefined): BlogPost | undefined {
  return id ? posts.find((post) => post.id === id) : undefined;
}

/**
 * Up to `limit` other articles, most related first: same category counts 2, each shared tag 1;
 * ties go to the newer article, and unrelated articles fill the remaining places.
 */
export function findRelatedPosts(
  post: BlogPost,
  posts: readonly BlogPost[],
  limit = RELATED_POSTS_LIMIT,
): BlogArticle[] {
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  const score = (other: BlogPost) =>
    (other.category === post.category ? 2 : 0) +
    other.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
  return posts
    .filter((other): other is BlogArticle => other.type === "article" && other.id !== post.id)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other);
}

/** Up to `limit` news items other than the given post, newest first. */
export function findLatestNews(
  post: BlogPost,
  posts: readonly BlogPost[],
  limit = LATEST_NEWS_LIMIT,
): BlogNews[] {
  return posts
    .filter((other): other is BlogNews => other.type === "news" && other.id !== post.id)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, limit);
}
