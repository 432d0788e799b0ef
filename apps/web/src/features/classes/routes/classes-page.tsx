import { InviteCodeSchema } from "@brainy/contract";
import { Plus, Users } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  Badge,
  Button,
  Card,
  EmptyState,
  FormAlert,
  Input,
  PageError,
  PageLoading,
} from "../../../components/ui/index.ts";
import { useClasses, useCreateClass } from "../api/classes.ts";

/** /classes: the classes the learner teaches or learns in; create one, or join one by its code. */
export function Component() {
  const classes = useClasses();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Classes · Brainy AI</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight mobile:text-3xl">Classes</h1>
        <p className="text-sm text-muted">
          Teach a class: assign your courses and see who is stuck and why. Or join one with your teacher's
          code.
        </p>
      </header>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <CreateClassCard limit={classes.data?.limits} />
        <JoinByCodeCard />
      </div>
      {classes.isPending ? (
        <PageLoading label="Loading your classes" />
      ) : classes.error ? (
        <PageError message="Your classes could not be loaded." onRetry={() => void classes.refetch()} />
      ) : classes.data.classes.length === 0 ? (
        <EmptyState
          icon={<Users aria-hidden="true" size={28} />}
          title="No classes yet"
          description="Create a class to teach, or join one with a code."
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Your classes">
          {classes.data.classes.map((item) => (
            <li key={item.id}>
              <Link
                to={`/classes/${item.id}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold break-words">{item.name}</span>
                  <span className="text-sm text-muted">
                    {item.role === "teacher"
                      ? `${item.studentCount} student${item.studentCount === 1 ? "" : "s"}`
                      : `Teacher: ${item.teacherName}`}
                  </span>
                </span>
                <Badge variant={item.role === "teacher" ? "primary" : "neutral"}>
                  {item.role === "teacher" ? "Teaching" : "Student"}
                </Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CreateClassCard({ limit }: { limit?: { classes: number; studentsPerClass: number } }) {
  const [name, setName] = useState("");
  const create = useCreateClass();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), { onSuccess: ({ id }) => void navigate(`/classes/${id}`) });
  };
  return (
    <Card>
      <form className="flex flex-col gap-3" onSubmit={submit} aria-labelledby="create-class-title">
        <h2 id="create-class-title" className="text-base font-semibold">
          Create a class
        </h2>
        <Input
          label="Class name"
          value={name}
          maxLength={120}
          required
          onChange={(event) => setName(event.target.value)}
          hint={
            limit
              ? `Your plan: up to ${limit.classes} class${limit.classes === 1 ? "" : "es"} of ${limit.studentsPerClass} students.`
              : undefined
          }
        />
        <Button type="submit" className="self-start" loading={create.isPending}>
          <Plus aria-hidden="true" size={16} /> Create class
        </Button>
        <div aria-live="polite">{create.error && <FormAlert>{create.error.message}</FormAlert>}</div>
      </form>
    </Card>
  );
}

function JoinByCodeCard() {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = InviteCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError("A code is 8 letters and digits, as your teacher gave it.");
      return;
    }
    void navigate(`/join/${parsed.data}`);
  };
  return (
    <Card>
      <form className="flex flex-col gap-3" onSubmit={submit} aria-labelledby="join-class-title">
        <h2 id="join-class-title" className="text-base font-semibold">
          Join a class
        </h2>
        <Input
          label="Invite code"
          value={code}
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase tracking-widest"
          error={error ?? undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" className="self-start">
          See the class
        </Button>
      </form>
    </Card>
  );
}
