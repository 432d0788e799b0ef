// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bareStrings, checkJsx, checkLocales } from "../../../../../scripts/check-i18n.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A locales folder with en and es, each namespace's messages given. */
function locales(files: Record<string, Record<string, unknown>>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "check-i18n-"));
  dirs.push(dir);
  for (const [file, messages] of Object.entries(files)) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(messages));
  }
  return dir;
}

const english = { title: "Settings", streak: "{count, plural, one {#-day streak} other {#-day streak}}" };

describe("check-i18n: locales", () => {
  it("passes when every locale has every key with English's placeholders", () => {
    const spanish = {
      title: "Ajustes",
      streak: "{count, plural, one {racha de # día} other {racha de # días}}",
    };
    expect(checkLocales(locales({ "en/home.json": english, "es/home.json": spanish }))).toEqual([]);
  });

  it("fails on a key missing in a locale", () => {
    const problems = checkLocales(locales({ "en/home.json": english, "es/home.json": { title: "Ajustes" } }));
    expect(problems).toEqual([expect.stringContaining("missing key streak")]);
  });

  it("fails on a namespace file missing in a locale", () => {
    const problems = checkLocales(
      locales({ "en/home.json": english, "en/common.json": { close: "Close" }, "es/home.json": english }),
    );
    expect(problems).toEqual([expect.stringMatching(/es\/common\.json: missing/)]);
  });

  it("fails on placeholders that differ from English", () => {
    const problems = checkLocales(
      locales({
        "en/home.json": { greeting: "Good morning, {name}" },
        "es/home.json": { greeting: "Buenos días, {nombre}" },
      }),
    );
    expect(problems).toEqual([expect.stringContaining("greeting placeholders differ from English")]);
  });

  it("fails on a plural turned into a plain argument", () => {
    const problems = checkLocales(
      locales({
        "en/home.json": english,
        "es/home.json": { title: "Ajustes", streak: "racha de {count} días" },
      }),
    );
    expect(problems).toEqual([expect.stringContaining("streak placeholders differ")]);
  });

  it("fails on a message that is not valid ICU", () => {
    const problems = checkLocales(
      locales({ "en/home.json": english, "es/home.json": { title: "Ajustes {", streak: english.streak } }),
    );
    expect(problems).toEqual([expect.stringContaining("title is not a valid ICU message")]);
  });
});

describe("check-i18n: bare strings in JSX", () => {
  it("finds text children, literal expressions and literal text attributes", () => {
    const source = `
      export function A({ on }: { on: boolean }) {
        return (
          <div aria-label="Main" title={\`Switch \${on}\`} className="ml-2">
            Hello
            {on ? "Yes" : t("no")}
            <input placeholder="Search" />
            <EmptyState title="Nothing here" description={t("empty")} />
          </div>
        );
      }`;
    expect(bareStrings("a.tsx", source).map(([, text]) => text)).toEqual([
      'aria-label="Main"',
      'title="Switch …"',
      "Hello",
      "Yes",
      'placeholder="Search"',
      'title="Nothing here"',
    ]);
  });

  it("passes messages, numbers and punctuation", () => {
    const source = `export const B = () => <p aria-label={t("x")} title={label}>{t("a")} · {count}% ~ {"—"}</p>;`;
    expect(bareStrings("b.tsx", source)).toEqual([]);
  });

  it("fails on a converted folder holding a bare string, and on a listed path that does not exist", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "check-i18n-src-"));
    dirs.push(dir);
    mkdirSync(path.join(dir, "features", "home"), { recursive: true });
    writeFileSync(path.join(dir, "features", "home", "page.tsx"), "export const P = () => <h1>Home</h1>;");
    writeFileSync(
      path.join(dir, "features", "home", "page.test.tsx"),
      "export const T = () => <h1>Test</h1>;",
    );
    const problems = checkJsx(dir, ["features/home", "features/gone.tsx"]);
    expect(problems).toEqual([
      expect.stringMatching(/page\.tsx:1: bare string in JSX: Home$/),
      "features/gone.tsx: listed as converted but not found",
    ]);
  });
});
