/**
 * The demo provider's topic dictionaries. Templates use {S} (subject, e.g. "Python"), {s} (subject
 * in lower case), {tool} (the domain's tool for the subject, e.g. pandas for Python in the data
 * domain), {project} (a capstone, e.g. "a Sales Report") and {figures} (e.g. "Sales Figures").
 */
import { creativeDomains } from "./domains/creative.ts";
import { dataDomain } from "./domains/data.ts";
import { GENERIC_DOMAIN } from "./domains/generic.ts";
import { languagesDomain } from "./domains/languages.ts";
import { lifeDomains } from "./domains/life.ts";
import { programmingDomain } from "./domains/programming.ts";
import { workDomains } from "./domains/work.ts";

export type { CourseTemplate, Domain, Ending, SectionLine } from "./domains/types.ts";

import type { Domain } from "./domains/types.ts";

export { GENERIC_DOMAIN };

export const DOMAINS: Domain[] = [
  programmingDomain,
  dataDomain,
  languagesDomain,
  ...creativeDomains,
  ...workDomains,
  ...lifeDomains,
];
