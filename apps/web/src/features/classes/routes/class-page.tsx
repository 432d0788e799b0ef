import { useNavigate, useParams } from "react-router";
import { Button, ButtonLink, FormAlert, PageError, PageLoading } from "../../../components/ui/index.ts";
import { leaveClass, useClassChange, useClasses } from "../api/classes.ts";
import { MyClassView } from "../components/my-class-view.tsx";
import { TeacherClassView } from "../components/teacher-class-view.tsx";

/** /classes/:classId: the teacher's view of a class, or a student's 'What your teacher sees'. */
export function Component() {
  const { classId = "" } = useParams();
  const classes = useClasses();
  if (classes.isPending) return <PageLoading label="Loading the class" />;
  if (classes.error)
    return <PageError message="The class could not be loaded." onRetry={() => void classes.refetch()} />;
  const item = classes.data.classes.find((c) => c.id === classId);
  if (!item) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Class not found</h1>
        <p className="text-sm text-muted">You are not in this class, or it no longer exists.</p>
        <ButtonLink to="/classes" variant="secondary" className="self-start">
          Back to classes
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <title>{`${item.name} · Brainy AI`}</title>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-muted">
          {item.role === "teacher" ? "Teaching" : `Teacher: ${item.teacherName}`}
        </p>
        <h1 className="text-2xl font-bold tracking-tight break-words mobile:text-3xl">{item.name}</h1>
      </header>
      {item.role === "teacher" ? <TeacherClassView classId={classId} /> : <StudentSide classId={classId} />}
    </div>
  );
}

function StudentSide({ classId }: { classId: string }) {
  const leave = useClassChange(leaveClass);
  const navigate = useNavigate();
  return (
    <>
      <MyClassView classId={classId} />
      <div className="flex flex-col gap-2">
        <Button
          variant="outline"
          className="self-start"
          loading={leave.isPending}
          onClick={() => {
            if (window.confirm("Leave this class? Your copies of its courses stay yours."))
              leave.mutate(classId, { onSuccess: () => void navigate("/classes") });
          }}
        >
          Leave class
        </Button>
        <div aria-live="polite">{leave.error && <FormAlert>{leave.error.message}</FormAlert>}</div>
      </div>
    </>
  );
}
