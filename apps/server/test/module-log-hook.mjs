// `node --import ./module-log-hook.mjs`: appends the URL of every module the process loads to
// the file named by MODULE_LOG, one per line (provider-loading.test.ts reads it).
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(`
import { appendFileSync } from "node:fs";
export async function load(url, context, nextLoad) {
  if (process.env.MODULE_LOG) appendFileSync(process.env.MODULE_LOG, url + "\\n");
  return nextLoad(url, context);
}`)}`,
);
