// Renders the landing page to HTML at build time (`npm run build`, vite.config.ts prerenderLanding):
// `/` is served as this markup with island.ts instead of the app, so a first visit paints without
// downloading React. The markup is the same components the app's landing route renders.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
// English messages for the prerendered frames (the auth dialog's Close button).
import "../../lib/i18n/i18n.ts";
import { MemoryRouter } from "react-router";
import { loadPostBody } from "../../content/blog/bodies.ts";
import { blogPosts, describePost } from "../../content/blog/index.ts";
import { AuthPageFrame } from "../../features/auth/components/auth-modal.tsx";
import { BlogSessionActions } from "../../features/blog/components/blog-chrome.tsx";
import { Component as BlogListPage, NoPostsFound } from "../../features/blog/routes/blog-list-page.tsx";
import { BlogPostScreen } from "../../features/blog/routes/blog-post-page.tsx";
import { CookieBannerMarkup } from "../../features/cookie-consent/components/cookie-banner.tsx";
import { REJECT_ALL } from "../../features/cookie-consent/lib/consent.ts";
import { LandingMarkup } from "../../features/landing/components/landing-markup.tsx";
import { Component as PrivacyPage } from "../../features/legal/routes/privacy-page.tsx";
import { Component as TermsPage } from "../../features/legal/routes/terms-page.tsx";

/** The landing page and its (hidden) cookie banner, as the HTML inside #root. */
export function renderLanding(): string {
  return renderToString(
    <MemoryRouter initialEntries={["/"]}>
      <LandingMarkup />
      <CookieBannerMarkup expanded={false} choices={REJECT_ALL} hidden />
    </MemoryRouter>,
  );
}

/**
 * What paths of the app paint before its scripts run, as the HTML inside #root by path: the empty
 * frame behind the login, sign-in link, register and reset modals. The app replaces it with the
 * same markup and the modal once the page's modules have loaded (main.tsx waits for them before
 * its first render).
 */
export function renderFirstPaints(): Record<string, string> {
  const authFrame = renderToString(<AuthPageFrame />);
  return {
    "/login": authFrame,
    "/login/link": authFrame,
    "/register": authFrame,
    "/reset-password": authFrame,
  };
}

/** A prerendered public page: what goes in #root, and the document's title and description. */
export type PublicPage = { title: string; description?: string; html: string };

/** A page's markup with its cookie banner (hidden until the page's script decides), title moved out. */
function publicPage(path: string, page: ReactNode, description?: string): PublicPage {
  const markup = renderToString(
    <MemoryRouter initialEntries={[path]}>
      {page}
      <CookieBannerMarkup expanded={false} choices={REJECT_ALL} hidden />
    </MemoryRouter>,
  );
  const title = /<title>(.*?)<\/title>/.exec(markup)?.[1];
  if (!title) throw new Error(`the prerendered ${path} has no <title>`);
  return { title, description, html: markup.replace(/<title>.*?<\/title>/, "") };
}

/**
 * The public pages served as HTML with a small script instead of the app (public-page.html,
 * public-island.ts), by path: the terms, the privacy policy, the blog and each post, rendered by
 * the components of their app routes, which still render them when reached inside the app. The
 * blog's pages also carry the signed-in header's end in a template, which the script swaps in for
 * a signed-in reader, and the list the empty state its search may need.
 */
export async function renderPublicPages(): Promise<Record<string, PublicPage>> {
  const signedIn = `<template data-signed-in>${renderToString(
    <MemoryRouter>
      <BlogSessionActions isLoggedIn />
    </MemoryRouter>,
  )}</template>`;
  const blog = publicPage("/blog", <BlogListPage />);
  const pages: Record<string, PublicPage> = {
    "/terms": publicPage("/terms", <TermsPage />),
    "/privacy": publicPage("/privacy", <PrivacyPage />),
    "/blog": {
      ...blog,
      html: `${blog.html}${signedIn}<template data-no-posts>${renderToString(<NoPostsFound />)}</template>`,
    },
  };
  for (const post of blogPosts) {
    const path = `/blog/${post.id}`;
    const page = publicPage(
      path,
      <BlogPostScreen post={post} body={await loadPostBody(post.id)} />,
      describePost(post),
    );
    pages[path] = { ...page, html: `${page.html}${signedIn}` };
  }
  return pages;
}
