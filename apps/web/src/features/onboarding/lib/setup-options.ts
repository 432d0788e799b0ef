import {
  CURRENT_STATUS_LABELS,
  type CurrentStatus,
  EDUCATION_DEGREE_LABELS,
  type EducationDegree,
  MOTIVATION_LABELS,
  type Motivation,
} from "@brainy/contract";
import {
  Award,
  BookOpen,
  Briefcase,
  Compass,
  FlaskConical,
  GraduationCap,
  Lightbulb,
  Repeat,
  School,
  Search,
  Sparkles,
  Sunrise,
  TrendingUp,
} from "lucide-react";
import type { OptionCard } from "../components/option-cards.tsx";

/** The four wizard steps, in the spec's order, with their indicator labels. */
export const SETUP_STEPS = ["BirthDate", "EducationDegree", "CurrentStatus", "Motivation"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const SETUP_STEP_LABELS = ["Birth date", "Education", "Status", "Motivation"] as const;

export const EDUCATION_CARDS: OptionCard<EducationDegree>[] = [
  { value: "HighSchool", label: EDUCATION_DEGREE_LABELS.HighSchool, icon: School },
  { value: "Associate", label: EDUCATION_DEGREE_LABELS.Associate, icon: BookOpen },
  { value: "Bachelor", label: EDUCATION_DEGREE_LABELS.Bachelor, icon: GraduationCap },
  { value: "Master", label: EDUCATION_DEGREE_LABELS.Master, icon: Award },
  { value: "PhD", label: EDUCATION_DEGREE_LABELS.PhD, icon: FlaskConical },
  { value: "Other", label: EDUCATION_DEGREE_LABELS.Other, icon: Sparkles },
];

export const STATUS_CARDS: OptionCard<CurrentStatus>[] = [
  { value: 0, label: CURRENT_STATUS_LABELS[0], hint: "Between roles or taking a break", icon: Search },
  { value: 1, label: CURRENT_STATUS_LABELS[1], hint: "At school, college or university", icon: BookOpen },
  { value: 2, label: CURRENT_STATUS_LABELS[2], hint: "Learning alongside a job", icon: Briefcase },
];

export const MOTIVATION_CARDS: OptionCard<Motivation>[] = [
  { value: 0, label: MOTIVATION_LABELS[0], hint: "Level up in the field I'm in", icon: TrendingUp },
  { value: 1, label: MOTIVATION_LABELS[1], hint: "I just love learning new things", icon: Lightbulb },
  { value: 2, label: MOTIVATION_LABELS[2], hint: "Move into a new field", icon: Repeat },
  { value: 3, label: MOTIVATION_LABELS[3], hint: "A fresh start, new habits", icon: Sunrise },
  { value: 4, label: MOTIVATION_LABELS[4], hint: "Something else drives me", icon: Compass },
];

/** Today as YYYY-MM-DD in local time: the birth-date input's max. */
export function formatToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}
