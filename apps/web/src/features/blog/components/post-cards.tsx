import { Clock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/index.ts";
import type { BlogArticle, BlogNews, BlogPost } from "../../../content/blog/index.ts";

/** Date and read time, as shown on cards and post headers. */
export function PostMeta({
  date,
  formattedDate,
  readTime,
}: {
  date: string;
  formattedDate: string;
  readTime: number;
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <time dateTime={date}>{formattedDate}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" size={13} />
        {readTime} min read
      </span>
    </span>
  );
}

/** A post header's byline: the author's avatar and name, then date and read time. */
export function PostByline({ post }: { post: BlogPost }) {
  return (
    <>
      <span className="inline-flex items-center gap-2">
        <img src={post.author.avatar} alt="" className="size-8 rounded-full" />
        <span className="font-medium text-text">{post.author.name}</span>
      </span>
      <span aria-hidden="true" className="hidden sm:inline">
        ·
      </span>
      <PostMeta date={post.date} formattedDate={post.formattedDate} readTime={post.readTime} />
    </>
  );
}

/** A card's cover: lazily loaded, but the first card's at once and at high priority. */
function CardImage({ src, priority }: { src: string; priority: boolean }) {
  return (
    <img
      src={src}
      alt=""
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      width={1200}
      height={630}
      className="aspect-[1200/630] h-auto w-full object-cover"
    />
  );
}

/** Article card: image, category, date, read time, title, excerpt and author. */
export function ArticleCard({
  post,
  headingLevel = 2,
  priority = false,
}: {
  post: BlogArticle;
  headingLevel?: 2 | 3;
  /** The first card of a page: its image is the page's largest paint, so it loads at once and first. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition-colors hover:border-primary/50">
      <CardImage src={post.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span className="font-semibold tracking-wide text-primary uppercase">{post.category}</span>
          <PostMeta date={post.date} formattedDate={post.formattedDate} readTime={post.readTime} />
        </div>
        <Heading className="mt-2 text-lg leading-snug font-semibold text-balance">
          <Link to={`/blog/${post.id}`} className="after:absolute after:inset-0 group-hover:text-primary">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted">{post.excerpt}</p>
        <div className="mt-auto flex items-center gap-2 pt-4">
          <img src={post.author.avatar} alt="" className="size-7 rounded-full" />
          <span className="text-sm font-medium">{post.author.name}</span>
        </div>
      </div>
    </article>
  );
}

/** News card: its own image, News badge, date, title, summary and read time. */
export function NewsCard({
  post,
  headingLevel = 2,
  priority = false,
}: {
  post: BlogNews;
  headingLevel?: 2 | 3;
  /** The first card of a page: its image is the page's largest paint, so it loads at once and first. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition-colors hover:border-primary/50">
      <CardImage src={post.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <Badge variant="primary">News</Badge>
          <time dateTime={post.date}>{post.formattedDate}</time>
        </div>
        <Heading className="mt-2 text-lg leading-snug font-semibold text-balance">
          <Link to={`/blog/${post.id}`} className="after:absolute after:inset-0 group-hover:text-primary">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted">{post.summary}</p>
        <p className="mt-auto inline-flex items-center gap-1 pt-4 text-xs text-muted">
          <Clock aria-hidden="true" size={13} />
          {post.readTime} min read
        </p>
      </div>
    </article>
  );
}
