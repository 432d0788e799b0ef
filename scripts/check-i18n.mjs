// The interface's translations (issue 42, ADR 0061). Fails (exit 1, each problem on a line) on:
// - a key of English (apps/web/src/locales/en/<namespace>.json) missing in any locale, or a
//   namespace file missing, or a key no longer in English;
// - a message whose ICU placeholders differ from English's (names and kinds: {name}, plural,
//   select, number…), parsed with intl-messageformat's parser;
// - a bare string in JSX (parsed with Rolldown's parser, which Vite builds with) (text children, or a literal aria-label / title / placeholder / alt /
//   label / description / message) in the folders and files listed as converted. The list grows
//   with each converted screen until it is all of apps/web/src.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const webDir = path.join(root, "apps", "web");
const require = createRequire(path.join(webDir, "package.json"));
const { parseAst } = await import(pathToFileURL(require.resolve("rolldown/parseAst")).href);
const { parse, isStructurallySame } = await import(
  pathToFileURL(
    require.resolve("@formatjs/icu-messageformat-parser", { paths: [require.resolve("intl-messageformat")] }),
  ).href
);

/** Converted to messages: no bare string may appear in JSX here (paths under apps/web/src). */
export const CONVERTED = [
  "app/shell/app-shell.tsx",
  "app/shell/mobile-drawer.tsx",
  "app/shell/mobile-menu.tsx",
  "app/shell/sidebar-nav.tsx",
  "app/shell/theme-toggle.tsx",
  "components/language-picker.tsx",
  "components/ui/modal-dialog.tsx",
  "components/ui/toast-cards.tsx",
  "features/home/routes",
  "features/home/components/focus-panel.tsx",
  "features/home/components/progress-panels.tsx",
  "features/home/components/quick-actions.tsx",
  "features/home/components/review-panel.tsx",
  "features/settings/routes",
  "features/settings/components/interface-language-card.tsx",
  "features/courses/routes",
  "features/lessons/routes/lesson-page.tsx",
];

/** JSX attributes whose literal text a reader sees or hears. */
const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
  "message",
  "retryLabel",
]);

const hasLetters = (text) => /\p{L}/u.test(text);

function flatten(messages, prefix = "") {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

function readJson(file, problems) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push(`${file}: not valid JSON (${error.message})`);
    return null;
  }
}

/** Every key of English in every locale, and the same placeholders. */
export function checkLocales(localesDir) {
  const problems = [];
  const rel = (file) => path.relative(root, file);
  const locales = readdirSync(localesDir).filter((name) =>
    statSync(path.join(localesDir, name)).isDirectory(),
  );
  const namespaces = readdirSync(path.join(localesDir, "en")).filter((name) => name.endsWith(".json"));
  for (const namespace of namespaces) {
    const englishFile = path.join(localesDir, "en", namespace);
    const english = readJson(englishFile, problems);
    if (!english) continue;
    const englishMessages = new Map(flatten(english));
    const englishAst = new Map();
    for (const [key, message] of englishMessages) {
      try {
        englishAst.set(key, parse(message));
      } catch (error) {
        problems.push(`${rel(englishFile)}: ${key} is not a valid ICU message (${error.message})`);
      }
    }
    for (const locale of locales) {
      if (locale === "en") continue;
      const file = path.join(localesDir, locale, namespace);
      try {
        statSync(file);
      } catch {
        problems.push(`${rel(file)}: missing (English has ${namespace})`);
        continue;
      }
      const messages = readJson(file, problems);
      if (!messages) continue;
      const translated = new Map(flatten(messages));
      for (const key of englishMessages.keys())
        if (!translated.has(key)) problems.push(`${rel(file)}: missing key ${key}`);
      for (const [key, message] of translated) {
        if (!englishMessages.has(key)) {
          problems.push(`${rel(file)}: ${key} is not in English`);
          continue;
        }
        let ast;
        try {
          ast = parse(message);
        } catch (error) {
          problems.push(`${rel(file)}: ${key} is not a valid ICU message (${error.message})`);
          continue;
        }
        const englishTree = englishAst.get(key);
        if (!englishTree) continue;
        const same = isStructurallySame(englishTree, ast);
        if (!same.success)
          problems.push(`${rel(file)}: ${key} placeholders differ from English (${same.error.message})`);
      }
    }
  }
  return problems;
}

/** The literal texts an expression can evaluate to ("A", `A ${x}`, c ? "A" : "B", c && "A"). */
function literalTexts(node) {
  if (!node) return [];
  if (node.type === "Literal" && typeof node.value === "string") return [node.value];
  if (node.type === "TemplateLiteral")
    return [node.quasis.map((quasi) => quasi.value.cooked ?? "").join("…")];
  if (node.type === "ConditionalExpression")
    return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
  if (node.type === "LogicalExpression") return literalTexts(node.right);
  return [];
}

/** The bare strings of one TSX source: [line, text] pairs. */
export function bareStrings(fileName, source) {
  const ast = parseAst(source, { lang: "tsx" }, fileName);
  const lineOf = (offset) => source.slice(0, offset).split("\n").length;
  const found = [];
  const visit = (node, parent) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, parent);
      return;
    }
    if (node.type === "JSXText" && hasLetters(node.value))
      found.push([lineOf(node.start), node.value.trim()]);
    if (
      node.type === "JSXExpressionContainer" &&
      (parent?.type === "JSXElement" || parent?.type === "JSXFragment")
    )
      for (const text of literalTexts(node.expression))
        if (hasLetters(text)) found.push([lineOf(node.start), text]);
    if (
      node.type === "JSXAttribute" &&
      node.name.type === "JSXIdentifier" &&
      TEXT_ATTRIBUTES.has(node.name.name)
    ) {
      const value = node.value?.type === "JSXExpressionContainer" ? node.value.expression : node.value;
      for (const text of literalTexts(value))
        if (hasLetters(text)) found.push([lineOf(node.start), `${node.name.name}="${text}"`]);
    }
    for (const [key, child] of Object.entries(node))
      if (key !== "parent" && child && typeof child === "object") visit(child, node);
  };
  visit(ast, null);
  return found;
}

function* tsxUnder(target) {
  if (statSync(target).isDirectory()) {
    for (const name of readdirSync(target)) yield* tsxUnder(path.join(target, name));
  } else if (target.endsWith(".tsx") && !target.endsWith(".test.tsx")) yield target;
}

/** No bare string in JSX in the converted folders and files. */
export function checkJsx(srcDir, converted) {
  const problems = [];
  for (const entry of converted) {
    const target = path.join(srcDir, entry);
    try {
      statSync(target);
    } catch {
      problems.push(`${entry}: listed as converted but not found`);
      continue;
    }
    for (const file of tsxUnder(target))
      for (const [line, text] of bareStrings(file, readFileSync(file, "utf8")))
        problems.push(`${path.relative(root, file)}:${line}: bare string in JSX: ${text}`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const srcDir = path.join(webDir, "src");
  const problems = [...checkLocales(path.join(srcDir, "locales")), ...checkJsx(srcDir, CONVERTED)];
  if (problems.length > 0) {
    console.error(`i18n: ${problems.length} problem(s)\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(
    "i18n: every key in every locale, placeholders as in English, no bare strings in the converted screens",
  );
}
