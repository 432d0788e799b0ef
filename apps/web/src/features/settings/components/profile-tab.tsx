import {
  CURRENT_STATUS_OPTIONS,
  type CurrentStatus,
  checkBirthDate,
  EDUCATION_DEGREE_OPTIONS,
  type EducationDegree,
  LEARNING_LANGUAGES,
  type LearningLanguage,
  MOTIVATION_OPTIONS,
  type Motivation,
  type User,
  UsernameSchema,
} from "@brainy/contract";
import { type FormEvent, useEffect, useState } from "react";
import { Button, Card, Input, Select, toast } from "../../../components/ui/index.ts";
import { useUpdateProfile } from "../../../lib/current-user.ts";

export const SAVE_FAILED_MESSAGE = "Failed to save changes";
/** Spec part 2 §8: the profile error clears after 4 s. */
const ERROR_CLEAR_MS = 4000;

/** Each language by its English name, with its own name where that differs ('Spanish (Spain) · Español'). */
const LANGUAGE_OPTIONS = LEARNING_LANGUAGES.map((language) => ({
  value: language.code,
  label: language.name === language.nativeName ? language.name : `${language.name} · ${language.nativeName}`,
}));

const asOptions = (options: readonly { value: string | number; label: string }[]) =>
  options.map((option) => ({ value: String(option.value), label: option.label }));

type ProfileDraft = {
  username: string;
  birthDate: string;
  educationDegree: string;
  currentStatus: string;
  motivation: string;
  learningLanguage: LearningLanguage;
};

function draftFrom(user: User): ProfileDraft {
  return {
    username: user.username,
    birthDate: user.birthDate ?? "",
    educationDegree: user.educationDegree ?? "",
    currentStatus: user.currentStatus === null ? "" : String(user.currentStatus),
    motivation: user.motivation === null ? "" : String(user.motivation),
    learningLanguage: user.learningLanguage,
  };
}

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** Editable profile: username, read-only email, birth date, education, status, motivation, learning language. */
export function ProfileTab({ user }: { user: User }) {
  const [draft, setDraft] = useState(() => draftFrom(user));
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; birthDate?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const set = (patch: Partial<ProfileDraft>) => setDraft((previous) => ({ ...previous, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const username = UsernameSchema.safeParse(draft.username);
    const birthProblem = draft.birthDate ? checkBirthDate(draft.birthDate) : null;
    const errors = {
      username: username.success ? undefined : username.error.issues[0]?.message,
      birthDate: birthProblem ?? undefined,
    };
    setFieldErrors(errors);
    if (errors.username || errors.birthDate) return;
    setError(null);
    try {
      const saved = await update.mutateAsync({
        username: draft.username.trim(),
        birthDate: draft.birthDate || null,
        educationDegree: (draft.educationDegree || null) as EducationDegree | null,
        currentStatus: draft.currentStatus === "" ? null : (Number(draft.currentStatus) as CurrentStatus),
        motivation: draft.motivation === "" ? null : (Number(draft.motivation) as Motivation),
        learningLanguage: draft.learningLanguage,
      });
      setDraft(draftFrom(saved));
      toast("Your profile has been saved.", { variant: "success" });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : SAVE_FAILED_MESSAGE);
    }
  }

  return (
    <Card className="p-5 sm:p-7">
      <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-labelledby="profile-heading">
        <div>
          <h2 id="profile-heading" className="text-lg font-semibold text-text">
            Profile
          </h2>
          <p className="text-sm text-muted">This shapes the goals and lessons we suggest.</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="Username"
            name="username"
            autoComplete="username"
            value={draft.username}
            onChange={(event) => set({ username: event.target.value })}
            error={fieldErrors.username}
          />
          <Input
            label="Email"
            type="email"
            value={user.email}
            readOnly
            hint="Email cannot be changed"
            className="cursor-not-allowed bg-surface-2 text-muted"
          />
          <Input
            label="Birth date"
            type="date"
            name="birthDate"
            max={todayIso()}
            value={draft.birthDate}
            onChange={(event) => set({ birthDate: event.target.value })}
            error={fieldErrors.birthDate}
          />
          <Select
            label="Education degree"
            name="educationDegree"
            placeholder="Not specified"
            options={asOptions(EDUCATION_DEGREE_OPTIONS)}
            value={draft.educationDegree}
            onChange={(event) => set({ educationDegree: event.target.value })}
          />
          <Select
            label="Current status"
            name="currentStatus"
            placeholder="Not specified"
            options={asOptions(CURRENT_STATUS_OPTIONS)}
            value={draft.currentStatus}
            onChange={(event) => set({ currentStatus: event.target.value })}
          />
          <Select
            label="Motivation"
            name="motivation"
            placeholder="Not specified"
            options={asOptions(MOTIVATION_OPTIONS)}
            value={draft.motivation}
            onChange={(event) => set({ motivation: event.target.value })}
          />
          <Select
            label="Learning language"
            name="learningLanguage"
            options={LANGUAGE_OPTIONS}
            value={draft.learningLanguage}
            onChange={(event) => set({ learningLanguage: event.target.value as LearningLanguage })}
            hint="Plans, lessons, quizzes, cards, chat and narration come in this language. The app stays in English."
            wrapperClassName="sm:col-span-2"
          />
        </div>
        {error && (
          <p
            role="alert"
            className="rounded-xl border border-danger/40 bg-danger/10 px-3.5 py-2.5 text-sm font-medium text-danger"
          >
            {error}
          </p>
        )}
        <div className="flex justify-end border-t border-border pt-5">
          <Button type="submit" loading={update.isPending} className="w-full sm:w-auto">
            Save Changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
