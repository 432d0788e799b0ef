import { createContext, type ReactNode, useContext } from "react";
import "../prose.css";

/** The heading level a legal document's sections use: 2 on its own page, 3 inside another section. */
const SectionLevel = createContext<2 | 3>(3);

/** Wraps a legal text: long-form typography and the heading level for its sections. */
export function LegalDocument({ headingLevel, children }: { headingLevel: 2 | 3; children: ReactNode }) {
  return (
    <SectionLevel.Provider value={headingLevel}>
      <div className="prose-brainy">{children}</div>
    </SectionLevel.Provider>
  );
}

/** One numbered section of a legal text, with an anchor id. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const Heading = useContext(SectionLevel) === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </section>
  );
}
