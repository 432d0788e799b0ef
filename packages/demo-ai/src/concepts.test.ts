import { describe, expect, it } from "vitest";
import { demoConceptsFor } from "./concepts.ts";
import { parseSection } from "./curriculum.ts";
import { DOMAINS } from "./domain-data.ts";

const names = (titles: string[], topic = "Setting Up Python and Your Editor") =>
  demoConceptsFor({ topic, titles }).map((lesson) => lesson.map((c) => c.name));

describe("the demo's concept names read like concepts", () => {
  it("a title that is an activity is not 'Applying' it; a part loses its article", () => {
    expect(
      names([
        "Installing Python on Your Computer",
        "Setting Up VS Code for Python",
        "Running Scripts and the Interactive Shell",
        "Loops",
      ]),
    ).toEqual([
      ["Installing Python on Your Computer", "Installing Python on Your Computer: key steps"],
      ["Setting Up VS Code for Python", "Setting Up VS Code for Python: key steps"],
      ["Running Scripts", "Interactive Shell"],
      ["Loops", "Applying Loops"],
    ]);
  });

  it("no demo section names a concept 'Applying <activity>' or starting in lower case, and the names are the same every time", () => {
    const lines = DOMAINS.flatMap((domain) =>
      domain.courses.flatMap((course) => [
        ...course.sections,
        ...Object.values(course.bySubject ?? {}).flat(),
        ...(course.endings ?? []).flatMap((ending) => ending.sections),
      ]),
    );
    expect(lines.length).toBeGreaterThan(50);
    for (const line of lines) {
      const section = parseSection(line, { subject: "Python", tool: "VS Code", project: "a project" });
      const planned = names(section.lessons, section.topic).flat();
      for (const name of planned) {
        expect(name, `${section.topic}: ${name}`).not.toMatch(/^Applying [A-Z]?[a-z]{2,}ing\b/);
        // Lower case only where code starts it ('f-Strings').
        if (!/^[a-z][-_.(]/.test(name))
          expect(name.charAt(0), `${section.topic}: ${name}`).toBe(name.charAt(0).toUpperCase());
        expect(name, `${section.topic}: ${name}`).not.toMatch(/^(?:The|A|An) /);
      }
      expect(names(section.lessons, section.topic).flat()).toEqual(planned);
    }
  });
});
