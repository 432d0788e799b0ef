import { DEFAULT_LOCALE, isRightToLeft, LOCALE_CODES, type Locale, matchLocale } from "@brainy/contract";
import { translate } from "../lib/i18n/index.ts";

/**
 * The prerendered public pages in every interface locale (issue 42, ADR 0062): `/es/`, `/ja/terms`…
 * Each is its own URL with `<html lang dir>`, a localised title and description and
 * `<link rel="alternate" hreflang>` to every locale and x-default (English at the bare path).
 * Where the build rendered a locale's page itself (static-pages.json listing `/es/terms`, or
 * landing.es.html) that markup is used; otherwise the English page's markup is kept and marked
 * `lang="en"` so screen readers and crawlers read it as what it is.
 */

/** The public pages that have a localised title and description, by path, with their catalog key. */
export const LOCALISED_PAGES: Record<string, string> = {
  "/": "landing",
  "/blog": "blog",
  "/terms": "terms",
  "/privacy": "privacy",
};

/** The URL path of a page in a locale: English at the bare path, others under their code. */
export function localePath(locale: Locale, pagePath: string): string {
  if (locale === DEFAULT_LOCALE) return pagePath;
  return pagePath === "/" ? `/${locale}/` : `/${locale}${pagePath}`;
}

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The `<link rel="alternate" hreflang>` set of a page, the same on every locale's version. */
export function alternateLinks(base: string, pagePath: string): string {
  const links = LOCALE_CODES.map(
    (locale) =>
      `<link rel="alternate" hreflang="${locale}" href="${escapeAttribute(`${base}${localePath(locale, pagePath)}`)}">`,
  );
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttribute(`${base}${pagePath}`)}">`);
  return links.join("\n    ");
}

/**
 * One page's HTML in a locale: lang and dir on <html>, the title and description from the `pages`
 * catalog (English keeps the built ones), the canonical URL and the alternates.
 */
export function localiseDocument(options: {
  html: string;
  locale: Locale;
  pagePath: string;
  base: string;
  /** True when the markup in #root is the English page's (no localised render of it was built). */
  englishBody: boolean;
}): string {
  const { locale, pagePath, base } = options;
  const key = LOCALISED_PAGES[pagePath];
  const dir = isRightToLeft(locale) ? "rtl" : "ltr";
  let html = options.html.replace(/<html\b[^>]*?\blang="[^"]*"/, (tag) =>
    tag.replace(/\blang="[^"]*"/, `lang="${locale}" dir="${dir}"`),
  );
  if (key && locale !== DEFAULT_LOCALE) {
    const title = translate(locale, "pages", `${key}.title`);
    const description = translate(locale, "pages", `${key}.description`);
    if (title) html = html.replace(/<title>.*?<\/title>/, () => `<title>${escapeText(title)}</title>`);
    if (description)
      html = html.replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${escapeAttribute(description)}"`,
      );
  }
  if (options.englishBody && locale !== DEFAULT_LOCALE)
    html = html.replace(/<div id="root">/, '<div id="root" lang="en" dir="ltr">');
  const head = `<link rel="canonical" href="${escapeAttribute(`${base}${localePath(locale, pagePath)}`)}">\n    ${alternateLinks(base, pagePath)}\n  </head>`;
  return html.replace("</head>", () => `    ${head}`);
}

/** What a locale-prefixed path names: the locale and the page path (e.g. `/ja/terms` → ja, /terms). */
export type LocalePrefix = { tag: string; locale: Locale | undefined; pagePath: string };

/** Splits `/xx/…` or `/xx-YY/…` into its language tag and the rest; undefined for other paths. */
export function splitLocalePrefix(pathname: string): LocalePrefix | undefined {
  const match = /^\/([a-zA-Z]{2}(?:-[a-zA-Z0-9]{2,4})?)(\/.*)?$/.exec(pathname);
  if (!match) return undefined;
  const tag = match[1]!;
  const pagePath = (match[2] ?? "/").replace(/(.)\/$/, "$1") || "/";
  const locale = LOCALE_CODES.find((code) => code === tag);
  return { tag, locale, pagePath };
}

/**
 * Where an unknown or mis-cased locale prefix of a localised page goes: the supported locale of the
 * same language (`/pt/` → `/pt-BR/`, `/ES/terms` → `/es/terms`), else English (`/xx/terms` →
 * `/terms`). Undefined when the path is no localised page.
 */
export function fallbackLocation(prefix: LocalePrefix): string | undefined {
  if (prefix.locale || !(prefix.pagePath in LOCALISED_PAGES)) return undefined;
  return localePath(matchLocale([prefix.tag]), prefix.pagePath);
}

/**
 * The localised public pages of a build by request path (`/`, `/terms`, `/es`, `/ja/terms`…), made
 * on first request and kept: English at the bare paths with its alternates, each other locale under
 * its prefix. Undefined for any other path, or a page the build did not prerender.
 */
export function createLocalisedPages<Page>(options: {
  base: string;
  /** The built English HTML of a page path, if the build made it. */
  englishHtml: (pagePath: string) => string | undefined;
  /** A locale's own built HTML of a page path, if the build made one. */
  localeHtml: (locale: Locale, pagePath: string) => string | undefined;
  toPage: (html: string) => Page;
}): (pathname: string) => Page | undefined {
  const made = new Map<string, Page | null>();
  return (pathname) => {
    const normalized = pathname.replace(/(.)\/$/, "$1");
    const prefix = splitLocalePrefix(normalized);
    const locale = prefix?.locale ?? DEFAULT_LOCALE;
    const pagePath = prefix?.locale ? prefix.pagePath : normalized;
    if (!(pagePath in LOCALISED_PAGES)) return undefined;
    const id = `${locale}:${pagePath}`;
    const known = made.get(id);
    if (known !== undefined) return known ?? undefined;
    const own = locale === DEFAULT_LOCALE ? undefined : options.localeHtml(locale, pagePath);
    const html = own ?? options.englishHtml(pagePath);
    const page = html
      ? options.toPage(
          localiseDocument({
            html,
            locale,
            pagePath,
            base: options.base,
            englishBody: own === undefined,
          }),
        )
      : null;
    made.set(id, page);
    return page ?? undefined;
  };
}

/**
 * Where a locale-prefixed path that names no page goes (302): an unknown or mis-cased locale of a
 * localised page to the same page in the matching locale, English when none matches (`/pt/` →
 * `/pt-BR/`, `/xx/terms` → `/terms`); a known locale before a page only English has (a blog post)
 * to that English page. Undefined otherwise.
 */
export function localeRedirect(pathname: string, isEnglishPage: (pagePath: string) => boolean) {
  const prefix = splitLocalePrefix(pathname.replace(/(.)\/$/, "$1"));
  if (!prefix) return undefined;
  if (!prefix.locale) return fallbackLocation(prefix);
  if (!(prefix.pagePath in LOCALISED_PAGES) && prefix.pagePath !== "/" && isEnglishPage(prefix.pagePath))
    return prefix.pagePath;
  return undefined;
}

/** The sitemap's <url> entries of a public path: one per locale with its alternates when localised. */
export function sitemapEntries(
  base: string,
  pagePath: string,
  escapeXml: (text: string) => string,
): string[] {
  if (!(pagePath in LOCALISED_PAGES)) return [`  <url><loc>${escapeXml(`${base}${pagePath}`)}</loc></url>`];
  const alternates = [
    ...LOCALE_CODES.map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(`${base}${localePath(locale, pagePath)}`)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${base}${pagePath}`)}"/>`,
  ].join("\n");
  return LOCALE_CODES.map(
    (locale) =>
      `  <url>\n    <loc>${escapeXml(`${base}${localePath(locale, pagePath)}`)}</loc>\n${alternates}\n  </url>`,
  );
}
