import { ArrowLeft, Tag } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/index.ts";
import { type BlogArticle, blogPosts } from "../../../content/blog/index.ts";
import "../../../content/prose.css";
import { findRelatedPosts } from "../lib/blog-query.ts";
import { AuthorCard } from "./author-card.tsx";
import { ArticleCard, PostByline } from "./post-cards.tsx";
import { TableOfContents } from "./table-of-contents.tsx";

/** The article layout: header, hero image, TOC, HTML content, tags, author, related posts. */
export function ArticleLayout({ post, body }: { post: BlogArticle; body: string }) {
  const related = findRelatedPosts(post, blogPosts);
  return (
    <article className="px-4 sm:px-6">
      <header className="mx-auto max-w-3xl pt-10 text-center sm:pt-14">
        <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-text">
          <ArrowLeft aria-hidden="true" size={15} />
          All posts
        </Link>
        <p className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase">{post.category}</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
        {post.subtitle && <p className="mt-4 text-lg text-pretty text-muted">{post.subtitle}</p>}
        <div className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-muted">
          <PostByline post={post} />
        </div>
      </header>

      {post.heroImage && (
        <img
          src={post.heroImage}
          alt=""
          fetchPriority="high"
          className="mx-auto mt-10 aspect-[1200/630] w-full max-w-5xl rounded-3xl border border-border object-cover"
        />
      )}

      <div className="mx-auto mt-12 grid max-w-5xl gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <aside className="lg:order-2">
          <div className="lg:sticky lg:top-24">
            <TableOfContents sections={post.sections} />
          </div>
        </aside>
        <div className="min-w-0 lg:order-1">
          <div
            className="prose-brainy"
            data-testid="post-content"
            // Trusted HTML: posts are static data bundled with the app, never user input.
            dangerouslySetInnerHTML={{ __html: body }}
          />
          <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface-2 px-3 py-1 text-xs font-medium text-muted"
              >
                <Tag aria-hidden="true" size={12} />
                {tag}
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <AuthorCard author={post.author} />
          </div>
        </div>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mx-auto mt-20 max-w-5xl">
          <h2 id="related-title" className="text-2xl font-bold tracking-tight">
            Related posts
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((other) => (
              <li key={other.id}>
                <ArticleCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-12 flex justify-center">
        <ButtonLink to="/blog" variant="secondary" size="lg">
          View All Posts
        </ButtonLink>
      </div>
    </article>
  );
}
