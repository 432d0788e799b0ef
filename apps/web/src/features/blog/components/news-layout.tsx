import { ArrowLeft, ArrowRight, Radio } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/index.ts";
import { type BlogNews, blogPosts } from "../../../content/blog/index.ts";
import "../../../content/prose.css";
import { findLatestNews } from "../lib/blog-query.ts";
import { PostByline } from "./post-cards.tsx";

/** The news layout: 'Breaking News' badge, content, 'Get Started Free' and the 'Latest Updates' sidebar. */
export function NewsLayout({ post, body }: { post: BlogNews; body: string }) {
  const latest = findLatestNews(post, blogPosts);
  return (
    <article className="px-4 sm:px-6">
      <div className="mx-auto max-w-6xl pt-10 sm:pt-14">
        <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-text">
          <ArrowLeft aria-hidden="true" size={15} />
          All posts
        </Link>
      </div>
      <div className="mx-auto mt-6 grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <header>
            <p className="inline-flex items-center gap-2 rounded-full border border-danger/40 bg-danger/10 px-3 py-1 text-xs font-bold tracking-wide text-danger uppercase">
              <Radio aria-hidden="true" size={14} />
              Breaking News
            </p>
            <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {post.title}
            </h1>
            <p className="mt-4 text-lg text-pretty text-muted">{post.summary}</p>
            <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
              <PostByline post={post} />
            </p>
          </header>
          <img
            src={post.heroImage ?? post.image}
            alt=""
            fetchPriority="high"
            className="mt-8 aspect-[1200/630] w-full rounded-3xl border border-border object-cover"
          />
          <div
            className="prose-brainy mt-8"
            data-testid="post-content"
            // Trusted HTML: posts are static data bundled with the app, never user input.
            dangerouslySetInnerHTML={{ __html: body }}
          />
          <section
            aria-labelledby="news-cta-title"
            className="mt-12 rounded-3xl border border-primary/40 bg-gradient-to-br from-primary/15 via-surface to-accent/10 p-6 sm:p-8"
          >
            <h2 id="news-cta-title" className="text-2xl font-bold tracking-tight">
              Try it yourself
            </h2>
            <p className="mt-2 text-muted">
              Tell Brainy AI what you want to learn and get your roadmap in minutes. The free plan needs no
              card.
            </p>
            <ButtonLink to="/register" size="lg" className="mt-6">
              Get Started Free
              <ArrowRight aria-hidden="true" size={18} />
            </ButtonLink>
          </section>
        </div>
        <aside aria-labelledby="latest-title" className="lg:pt-2">
          <div className="rounded-2xl border border-border bg-surface p-5 lg:sticky lg:top-24">
            <h2 id="latest-title" className="font-semibold">
              Latest Updates
            </h2>
            {latest.length === 0 ? (
              <p className="mt-3 text-sm text-muted">No other updates yet.</p>
            ) : (
              <ul className="mt-4 divide-y divide-border">
                {latest.map((item) => (
                  <li key={item.id} className="py-3 first:pt-0 last:pb-0">
                    <Link to={`/blog/${item.id}`} className="group block">
                      <time dateTime={item.date} className="text-xs text-muted">
                        {item.formattedDate}
                      </time>
                      <span className="mt-1 block text-sm leading-snug font-medium group-hover:text-primary">
                        {item.title}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Link
              to="/blog"
              className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
            >
              View All Posts
              <ArrowRight aria-hidden="true" size={14} />
            </Link>
          </div>
        </aside>
      </div>
    </article>
  );
}
