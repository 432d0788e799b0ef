/**
 * Real-world-shaped web pages made in the tests (issue 41): an article among navigation, ads and a
 * footer; a documentation page with code; a page with no main text; and a page with a long body
 * (the bench's 200 KB page). Their text is known, so what Readability keeps can be checked.
 */

const chrome = (inner: string, head = "") => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site</title>${head}</head>
<body>
<header><nav class="site-nav"><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a>
<a href="/weather">Weather</a> <a href="/subscribe">Subscribe for £1</a></nav></header>
<aside class="ad sponsored"><p>ADVERTISEMENT: Buy cheap widgets now! Limited offer on widgets.</p></aside>
${inner}
<aside class="related"><h3>Related stories</h3><ul><li><a href="/a">Ten cats that look like bread</a></li>
<li><a href="/b">You won't believe this one trick</a></li></ul></aside>
<footer><p>© 2025 The Daily Example. All rights reserved. <a href="/privacy">Privacy</a> <a href="/cookies">Cookies</a></p></footer>
<script>window.tracker = "should never run"; document.title = "hacked";</script>
</body></html>`;

export const ARTICLE_PARAGRAPHS = {
  intro:
    "Node.js 22 is the current long-term support release, and most teams run it in production. It brings a stable built-in test runner, a watch mode and faster startup than the releases before it.",
  history:
    "The project began in 2009 when Ryan Dahl paired the V8 engine with an event loop. Since then its release schedule has settled into even-numbered versions that become long-term support lines every October.",
  upgrade:
    "Upgrading from Node.js 18 means checking native modules, rebuilding them against the new ABI, and reading the deprecation notes. Most applications upgrade in an afternoon.",
};

/** A news-style article between navigation, an ad, related links and a footer. */
export function articlePage(options: { lts?: number } = {}): string {
  const intro = ARTICLE_PARAGRAPHS.intro.replace("Node.js 22", `Node.js ${options.lts ?? 22}`);
  return chrome(
    `<main><article>
<h1>Which Node.js version should you run?</h1>
<p class="byline">By <span class="author">Ada Lovelace</span></p>
<h2 id="which-version">The version to run today</h2>
<p>${intro}</p>
<p>Odd-numbered releases are short-lived and meant for trying new features; even-numbered ones are the lines to deploy.</p>
<h2 id="history">A short history</h2>
<p>${ARTICLE_PARAGRAPHS.history}</p>
<p>Each release line receives security fixes for thirty months, which gives operators time to plan their upgrades calmly and test them well.</p>
<h2 id="upgrading">Upgrading safely</h2>
<p>${ARTICLE_PARAGRAPHS.upgrade}</p>
<p>Run the test suite on the new version in continuous integration first, then roll it out one service at a time, watching memory and latency.</p>
</article></main>`,
    `<meta name="author" content="Ada Lovelace"><meta property="og:site_name" content="The Daily Example">
<meta property="article:published_time" content="2025-03-04T09:00:00Z"><meta property="og:title" content="Which Node.js version should you run?">`,
  );
}

export const DOC_CODE = 'const server = http.createServer((req, res) => {\n  res.end("hello");\n});';

/** A documentation page: a sidebar of links, headings with ids, prose and a code block. */
export function docsPage(): string {
  return chrome(
    `<div class="layout"><nav class="sidebar"><ul><li><a href="/docs/fs">fs</a></li><li><a href="/docs/http">http</a></li>
<li><a href="/docs/net">net</a></li><li><a href="/docs/path">path</a></li></ul></nav>
<main class="content"><h1>HTTP server</h1>
<p>The http module creates servers that answer requests. A server emits a request event for each request, with a request and a response object to answer it.</p>
<h2 id="creating-a-server">Creating a server</h2>
<p>Call createServer with a listener. The listener receives every request and writes its answer to the response, then ends it.</p>
<pre><code>${DOC_CODE.replace(/</g, "&lt;")}</code></pre>
<p>Then call listen with a port. The server keeps the process alive until it is closed, so tests close it when they end.</p>
<h2 id="timeouts">Timeouts</h2>
<p>A server closes connections that stay idle past its keep-alive timeout, and requests whose headers take longer than the headers timeout to arrive.</p>
</main></div>`,
  );
}

/** A page that is all navigation: no main text to read. */
export function emptyPage(): string {
  return chrome(
    `<main><ul class="tiles">${Array.from({ length: 12 }, (_, i) => `<li><a href="/t/${i}">Tile ${i}</a></li>`).join("")}</ul></main>`,
  );
}

/** An article of about `bytes` bytes: many sections of prose (the bench's 200 KB page). */
export function longArticlePage(bytes: number): string {
  const sections: string[] = [];
  let size = 0;
  for (let i = 1; size < bytes; i++) {
    const p = `<p>Section ${i} explains how the event loop schedules timers, input and output callbacks, and microtasks in their phases, with examples of each phase and what happens when a callback blocks the loop for too long.</p>`;
    const block = `<h2 id="s${i}">Part ${i}</h2>${p}${p}${p}`;
    sections.push(block);
    size += block.length;
  }
  return chrome(`<main><article><h1>The event loop in depth</h1>${sections.join("\n")}</article></main>`);
}
