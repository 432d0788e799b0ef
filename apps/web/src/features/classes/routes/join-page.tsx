import { Check, EyeOff, School } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { Button, ButtonLink, Card, FormAlert, PageLoading } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useAcceptInvite, useInvite } from "../api/invites.ts";

/**
 * /join/:code: the class behind an invite, exactly what its teacher will see about the learner
 * (and what they never see), then Accept. Expired and withdrawn codes say so (410).
 */
export function Component() {
  const { code = "" } = useParams();
  const invite = useInvite(code);
  const accept = useAcceptInvite(code);
  const navigate = useNavigate();
  if (invite.isPending) return <PageLoading label="Loading the invite" />;
  if (invite.isError) {
    const unknown = invite.error instanceof ApiError && invite.error.status === 404;
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
        <title>Invite · Brainy AI</title>
        <h1 className="text-2xl font-bold tracking-tight">This invite does not work</h1>
        <FormAlert>
          {unknown ? "No class has this code. Check it with your teacher." : invite.error.message}
        </FormAlert>
        <ButtonLink to="/classes" variant="secondary" className="self-start">
          Back to classes
        </ButtonLink>
      </div>
    );
  }
  const data = invite.data;
  const asTeacher = data.role === "teacher";
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <title>{`Join ${data.className} · Brainy AI`}</title>
      <header className="flex flex-col gap-1">
        <p className="flex items-center gap-2 text-sm font-medium text-muted">
          <School aria-hidden="true" size={16} /> {asTeacher ? "Teach with" : "Invited by"} {data.teacherName}
        </p>
        <h1 className="text-2xl font-bold tracking-tight break-words mobile:text-3xl">{data.className}</h1>
      </header>
      {asTeacher ? (
        <p className="text-sm text-text">
          You will join as a co-teacher: you will see the class's students and their progress on its
          assignments.
        </p>
      ) : (
        <Card className="flex flex-col gap-4" data-testid="teacher-sees">
          <section className="flex flex-col gap-2" aria-labelledby="sees-title">
            <h2 id="sees-title" className="text-base font-semibold">
              What your teacher will see
            </h2>
            <ul className="flex flex-col gap-1.5">
              {data.teacherSees.map((line) => (
                <li key={line} className="flex gap-2 text-sm">
                  <Check aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-success" /> {line}
                </li>
              ))}
            </ul>
          </section>
          <section className="flex flex-col gap-2" aria-labelledby="never-title">
            <h2 id="never-title" className="text-base font-semibold">
              What stays private
            </h2>
            <ul className="flex flex-col gap-1.5">
              {data.teacherNeverSees.map((line) => (
                <li key={line} className="flex gap-2 text-sm">
                  <EyeOff aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-muted" /> {line}
                </li>
              ))}
            </ul>
          </section>
          <p className="text-xs text-muted">You can leave the class at any time.</p>
        </Card>
      )}
      {data.alreadyMember ? (
        <ButtonLink to="/classes" className="self-start">
          You are in this class: open your classes
        </ButtonLink>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button
            size="lg"
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, { onSuccess: ({ classId }) => void navigate(`/classes/${classId}`) })
            }
          >
            Accept and join
          </Button>
          <ButtonLink to="/classes" size="lg" variant="outline">
            Not now
          </ButtonLink>
        </div>
      )}
      <div aria-live="polite">{accept.error && <FormAlert>{accept.error.message}</FormAlert>}</div>
    </div>
  );
}
