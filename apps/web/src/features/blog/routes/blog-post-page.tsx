import { type LoaderFunctionArgs, useLoaderData, useParams } from "react-router";
import { loadPostBody } from "../../../content/blog/bodies.ts";
import { type BlogPost, blogPosts } from "../../../content/blog/index.ts";
import { ArticleLayout } from "../components/article-layout.tsx";
import { BlogFooter, BlogHeader } from "../components/blog-chrome.tsx";
import { NewsLayout } from "../components/news-layout.tsx";
import { useScrollToTop } from "../hooks/use-scroll-to-top.ts";
import { findPostById } from "../lib/blog-query.ts";

/** The post's body, loaded before the page shows (its own chunk, not part of any post list). */
export function loader({ params }: LoaderFunctionArgs): Promise<string | null> {
  return loadPostBody(findPostById(blogPosts, params.id)?.id);
}

/** /blog/:id: the news layout for news posts, the article layout otherwise; an unknown id shows 'Loading...'. */
export function Component() {
  const { id } = useParams();
  const body = useLoaderData<typeof loader>();
  useScrollToTop(id);
  return <BlogPostScreen post={findPostById(blogPosts, id)} body={body} />;
}

/** The post's page; the build prerenders it with the same markup (app/static-landing/public-pages.tsx). */
export function BlogPostScreen({ post, body }: { post: BlogPost | undefined; body: string | null }) {
  return (
    <div className="min-h-dvh bg-bg text-text">
      <title>{post ? `${post.title} · Brainy AI Blog` : "Blog · Brainy AI"}</title>
      <BlogHeader />
      <main>
        {!post || body === null ? (
          <p role="status" className="px-4 py-32 text-center text-muted">
            Loading...
          </p>
        ) : post.type === "news" ? (
          <NewsLayout post={post} body={body} />
        ) : (
          <ArticleLayout post={post} body={body} />
        )}
      </main>
      <BlogFooter />
    </div>
  );
}
