import { useParams } from "react-router";
import { blogPosts } from "../../../content/blog/index.ts";
import { ArticleLayout } from "../components/article-layout.tsx";
import { BlogFooter, BlogHeader } from "../components/blog-chrome.tsx";
import { NewsLayout } from "../components/news-layout.tsx";
import { useScrollToTop } from "../hooks/use-scroll-to-top.ts";
import { findPostById } from "../lib/blog-query.ts";

/** /blog/:id: the news layout for news posts, the article layout otherwise; an unknown id shows 'Loading...'. */
export function Component() {
  const { id } = useParams();
  const post = findPostById(blogPosts, id);
  useScrollToTop(id);

  return (
    <div className="min-h-dvh bg-bg text-text">
      <title>{post ? `${post.title} · Brainy AI Blog` : "Blog · Brainy AI"}</title>
      <BlogHeader />
      <main>
        {!post ? (
          <p role="status" className="px-4 py-32 text-center text-muted">
            Loading...
          </p>
        ) : post.type === "news" ? (
          <NewsLayout post={post} />
        ) : (
          <ArticleLayout post={post} />
        )}
      </main>
      <BlogFooter />
    </div>
  );
}
