/** Who wrote a post; the avatar is a same-origin image URL. */
export type BlogAuthor = { name: string; avatar: string; bio: string };

/** A table-of-contents entry; `id` equals the id of an h2 in the post's HTML. */
export type BlogSection = { id: string; title: string };

type BlogPostBase = {
  /** URL slug: the post lives at /blog/{id}. */
  id: string;
  title: string;
  /** Card image (same-origin or data: URL; the CSP allows nothing else). */
  image: string;
  /** Wide image shown under the article header, when present. */
  heroImage?: string;
  category: string;
  subtitle?: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** `date` as shown to readers, e.g. "October 11, 2025". */
  formattedDate: string;
  /** Reading time in minutes. */
  readTime: number;
  author: BlogAuthor;
  /** The h2 headings of the post's body (bodies/{id}.html), in order. */
  sections: BlogSection[];
  tags: string[];
};

/** A long-form post shown in the article layout. */
export type BlogArticle = BlogPostBase & { type: "article"; excerpt: string };

/** A product update shown in the news layout. */
export type BlogNews = BlogPostBase & { type: "news"; summary: string };

export type BlogPost = BlogArticle | BlogNews;
