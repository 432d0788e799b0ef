import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/index.ts";
import { blogPosts, describePost } from "../../../content/blog/index.ts";
import { landingSections } from "../lib/sections.ts";
import { LandingSection, SectionHeading } from "./reveal.tsx";

/** How many posts the landing page previews. */
const LANDING_POSTS = 3;

/** The first three blog posts, linking to the blog. */
export function BlogSection() {
  const posts = blogPosts.slice(0, LANDING_POSTS);
  return (
    <LandingSection id={landingSections.blog} labelledBy="blog-title">
      <SectionHeading
        id="blog-title"
        eyebrow="From the blog"
        title="Learn how to learn"
        lead="Practical guides on memory, focus and goals, plus what's new in Brainy AI."
      />
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              to={`/blog/${post.id}`}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition-colors hover:border-primary/50"
            >
              <img src={post.image} alt="" className="aspect-[1200/630] w-full object-cover" loading="lazy" />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                  {post.type === "news" ? "News" : post.category}
                </p>
                <h3 className="mt-2 text-lg leading-snug font-semibold text-balance group-hover:text-primary">
                  {post.title}
                </h3>
                <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted">{describePost(post)}</p>
                <p className="mt-auto flex items-center gap-2 pt-4 text-xs text-muted">
                  <time dateTime={post.date}>{post.formattedDate}</time>
                  <span aria-hidden="true">·</span>
                  <Clock aria-hidden="true" size={13} />
                  {post.readTime} min read
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <ButtonLink to="/blog" variant="secondary">
          View all posts
          <ArrowRight aria-hidden="true" size={16} />
        </ButtonLink>
      </div>
    </LandingSection>
  );
}
