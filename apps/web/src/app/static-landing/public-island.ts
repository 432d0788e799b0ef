// The script of the prerendered public pages (public-page.html: the legal texts, the blog and its
// posts): their HTML is complete, so this only adds behaviour, without React or the router: the
// cookie banner, "Cookie settings", the current year, the blog header's "Open the app" for a
// signed-in reader, the post's table of contents and the blog's search and filters. Links are
// ordinary page loads.
import "../../styles.css";
import "../../content/prose.css";
import { enhanceBlogList } from "../../features/blog/lib/enhance-blog-list.ts";
import { enhanceTableOfContents } from "../../features/blog/lib/table-of-contents.ts";
import { enhanceStaticCookieBanner } from "../../features/cookie-consent/lib/static-banner.ts";
import { appEvents, emitAppEvent } from "../../lib/events.ts";
import { readStorage, storageKeys } from "../../lib/storage.ts";

const root = document.getElementById("root")!;
const banner = root.querySelector<HTMLElement>("[data-cookie-banner]");
if (banner) enhanceStaticCookieBanner(banner);
for (const year of root.querySelectorAll("[data-current-year]"))
  year.textContent = String(new Date().getFullYear());
if (readStorage(storageKeys.token)) {
  const signedIn = root.querySelector<HTMLTemplateElement>("template[data-signed-in]");
  const actions = root.querySelector("[data-session-actions]");
  if (signedIn && actions) actions.replaceChildren(signedIn.content.cloneNode(true));
}
const toc = root.querySelector<HTMLElement>("[data-toc]");
if (toc) enhanceTableOfContents(toc);
if (location.pathname.replace(/\/$/, "") === "/blog") enhanceBlogList(root);
root.addEventListener("click", (event) => {
  if ((event.target as Element).closest("button")?.hasAttribute("data-cookie-settings"))
    emitAppEvent(appEvents.openCookieSettings);
});
// Tests (and anything else) can tell the page's controls work from here on.
root.dataset.enhanced = "";
