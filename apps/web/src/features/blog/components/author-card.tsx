import type { BlogAuthor } from "../../../content/blog/index.ts";

/** About the author: avatar, name and short bio. */
export function AuthorCard({ author }: { author: BlogAuthor }) {
  return (
    <section
      aria-labelledby="author-title"
      className="flex gap-4 rounded-2xl border border-border bg-surface p-5"
    >
      <img src={author.avatar} alt="" className="size-14 shrink-0 rounded-full" />
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">Written by</p>
        <h2 id="author-title" className="mt-0.5 font-semibold">
          {author.name}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-muted">{author.bio}</p>
      </div>
    </section>
  );
}
