import { describe, expect, it } from "vitest";
import { loadPostBody } from "../../../content/blog/bodies.ts";
import { blogPosts } from "../../../content/blog/index.ts";
import type { BlogArticle, BlogNews, BlogPost } from "../../../content/blog/types.ts";
import {
  countPostsByType,
  filterPostsByType,
  findLatestNews,
  findPostById,
  findRelatedPosts,
  searchPosts,
} from "./blog-query.ts";

const author = { name: "A", avatar: "/a.svg", bio: "b" };
function article(id: string, extra: Partial<BlogArticle> = {}): BlogArticle {
  return {
    id,
    type: "article",
    title: `Title ${id}`,
    excerpt: `Excerpt ${id}`,
    image: "/i.svg",
    category: "Other",
    date: "2025-01-01",
    formattedDate: "January 1, 2025",
    readTime: 3,
    author,
    sections: [],
    tags: [],
    ...extra,
  };
}
function news(id: string, date: string, extra: Partial<BlogNews> = {}): BlogNews {
  return { ...article(id), type: "news", summary: `Summary ${id}`, date, ...extra } as BlogNews;
}

describe("searchPosts", () => {
  const posts: BlogPost[] = [
    article("a", { title: "Pomodoro for Deep Work" }),
    article("b", { excerpt: "Why the POMODORO timer helps" }),
    news("c", "2025-02-01", { summary: "A pomodoro update" }),
    article("d", { title: "Deep work without a timer" }),
  ];

  it("matches title, excerpt or summary ignoring case", () => {
    expect(searchPosts(posts, "pOmOdOrO").map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("returns every post for a blank query and none for an unknown word", () => {
    expect(searchPosts(posts, "   ")).toHaveLength(4);
    expect(searchPosts(posts, "quantum")).toEqual([]);
  });
});

describe("filters and counts", () => {
  const posts = [article("a"), article("b"), news("c", "2025-03-01")];

  it("counts all, articles and news", () => {
    expect(countPostsByType(posts)).toEqual({ all: 3, article: 2, news: 1 });
    expect(countPostsByType([])).toEqual({ all: 0, article: 0, news: 0 });
  });

  it("filters by type", () => {
    expect(filterPostsByType(posts, "news").map((p) => p.id)).toEqual(["c"]);
    expect(filterPostsByType(posts, "article").map((p) => p.id)).toEqual(["a", "b"]);
    expect(filterPostsByType(posts, "all")).toHaveLength(3);
  });
});

describe("findRelatedPosts", () => {
  const current = article("x", { category: "Notes", tags: ["notes", "memory"] });
  const posts: BlogPost[] = [
    current,
    article("same-category", { category: "Notes", date: "2024-01-01" }),
    article("two-tags", { tags: ["Notes", "memory"], date: "2024-02-01" }),
    article("one-tag-new", { tags: ["memory"], date: "2025-06-01" }),
    article("one-tag-old", { tags: ["memory"], date: "2024-06-01" }),
    news("news-same-tags", "2025-09-01", { category: "Notes", tags: ["notes", "memory"] }),
  ];

  it("ranks by category and shared tags, excludes itself and news, keeps at most 3", () => {
    // same-category and two-tags both score 2: the newer one (two-tags) comes first.
    expect(findRelatedPosts(current, posts).map((p) => p.id)).toEqual([
      "two-tags",
      "same-category",
      "one-tag-new",
    ]);
  });

  it("fills with unrelated articles when few are related", () => {
    const lonely = article("lonely", { tags: ["nothing"] });
    expect(findRelatedPosts(lonely, [lonely, article("p"), article("q")])).toHaveLength(2);
  });
});

describe("findLatestNews", () => {
  it("lists up to 4 other news items, newest first", () => {
    const items = ["2025-01-01", "2025-05-01", "2025-03-01", "2025-04-01", "2025-02-01", "2025-06-01"].map(
      (date, i) => news(`n${i}`, date),
    );
    const current = items[5];
    expect(findLatestNews(current, [...items, article("a")]).map((p) => p.date)).toEqual([
      "2025-05-01",
      "2025-04-01",
      "2025-03-01",
      "2025-02-01",
    ]);
  });
});

describe("bundled posts", () => {
  it("has at least 6 articles and the v1.0 news post from the spec", () => {
    expect(blogPosts.filter((p) => p.type === "article").length).toBeGreaterThanOrEqual(6);
    const launch = blogPosts.find((p) => p.title === "Brainy AI v1.0 is Now Live!");
    expect(launch).toMatchObject({ type: "news", date: "2025-10-11", readTime: 2 });
    expect(launch?.author.name).toMatch(/team/i);
    expect(findPostById(blogPosts, launch?.id)).toBe(launch);
    expect(findPostById(blogPosts, "no-such-post")).toBeUndefined();
  });

  it("has a body for every post and none for an unknown id", async () => {
    for (const post of blogPosts) expect(await loadPostBody(post.id)).toMatch(/<p>/);
    expect(await loadPostBody("no-such-post")).toBeNull();
    expect(await loadPostBody(undefined)).toBeNull();
  });

  it("keeps ids unique and posts sorted newest first", () => {
    expect(new Set(blogPosts.map((p) => p.id)).size).toBe(blogPosts.length);
    const dates = blogPosts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(blogPosts.map((p) => [p.id, p] as const))(
    "%s: sections match the h2 ids in order",
    async (_, post) => {
      const body = await loadPostBody(post.id);
      const ids = [...(body ?? "").matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).toEqual(post.sections.map((s) => s.id));
      expect(body).not.toMatch(/lorem ipsum/i);
      expect(post.image).toBeTruthy();
      expect(post.image).not.toMatch(/^https?:/);
    },
  );
});
