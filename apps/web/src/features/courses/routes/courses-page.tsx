import { type ConceptView, ErrorReasons, type LessonSummary } from "@brainy/contract";
import { Map as MapIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { DemoAiNotice } from "../../../components/demo-ai-notice.tsx";
import { TestOutDialog } from "../../../components/test-out-dialog.tsx";
import {
  ButtonLink,
  EmptyState,
  PageError,
  PageLoading,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "../../../components/ui/index.ts";
import { useIsDemoAi } from "../../../lib/ai-provider.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useConceptMap } from "../../../lib/concept-map.ts";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import { readStorage, storageKeys, writeStorage } from "../../../lib/storage.ts";
import { useTier } from "../../../lib/tier.ts";
import { useLearningPlanData } from "../api/get-learning-plan-data.ts";
import { useMastery } from "../api/get-mastery.ts";
import { useSetCourseActive } from "../api/set-course-active.ts";
import { CourseHeader, GoalCard } from "../components/course-overview.tsx";
import { CourseEditor } from "../components/edit/course-editor.tsx";
import { ReplanFromMaterial } from "../components/edit/replan-from-material.tsx";
import { PracticeExamEntry } from "../components/practice-exam-entry.tsx";
import { SectionTimeline } from "../components/section-timeline.tsx";
import { ShareCourse } from "../components/share-course.tsx";
import { StudyPlanView } from "../components/study-plan-view.tsx";
import { TeacherUpdateNotice } from "../components/teacher-update-notice.tsx";
import { FREE_LESSON_GATE_DETAIL, isLessonGated } from "../lib/lesson-gate.ts";
import {
  findFirstUncompletedLesson,
  findSectionNeedingLessons,
  isCourseComplete,
} from "../lib/section-status.ts";
import { COURSES_NS } from "../messages.ts";

/** The Courses screen (/learning-plan and /learning-plan/:courseId). */
export function Component() {
  const { t } = useTranslation(COURSES_NS);
  const params = useParams<{ courseId?: string }>();
  const navigate = useNavigate();
  const { isPro } = useTier();
  const isDemoAi = useIsDemoAi();
  // Without an id in the path, reopen the course the learner opened last.
  const [storedCourseId, setStoredCourseId] = useState(() => readStorage(storageKeys.lastOpenedCourseId));
  const courseId = params.courseId ?? storedCourseId;
  const query = useLearningPlanData(courseId, { isPro });
  const mastery = useMastery();
  const concepts = useConceptMap(query.data?.goal.id);
  // Each lesson's weak concepts: practised and below the weak line (never what is not yet practised).
  const weakConcepts = useMemo(() => {
    if (!concepts.data) return undefined;
    const byLesson = new Map<string, ConceptView[]>();
    for (const concept of concepts.data.concepts) {
      if (!concepts.data.weakSpots.includes(concept.id)) continue;
      for (const lesson of concept.lessons)
        byLesson.set(lesson.id, [...(byLesson.get(lesson.id) ?? []), concept]);
    }
    return { goalId: concepts.data.goal.id, byLesson };
  }, [concepts.data]);
  const setActive = useSetCourseActive();
  const [activeError, setActiveError] = useState<string | null>(null);
  const [testingOut, setTestingOut] = useState<LessonSummary | null>(null);
  // The Course or Plan view, in the address (?view=plan) so a link can open the plan.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get("view") === "plan" ? "plan" : "course";
  const setTab = (next: string) =>
    setSearchParams(next === "plan" ? { view: "plan" } : {}, { replace: true });
  const data = query.data;

  useEffect(() => {
    if (data?.activeCourseId) writeStorage(storageKeys.lastOpenedCourseId, data.activeCourseId);
  }, [data?.activeCourseId]);
  useEffect(() => {
    // A remembered course that no longer exists: forget it and show the active course instead.
    if (!params.courseId && storedCourseId && query.error instanceof ApiError && query.error.status === 404) {
      writeStorage(storageKeys.lastOpenedCourseId, null);
      setStoredCourseId(null);
    }
  }, [params.courseId, storedCourseId, query.error]);

  const view = useMemo(() => {
    if (!data) return null;
    const course = data.courses.find((item) => item.id === data.activeCourseId) ?? data.courses[0] ?? null;
    return {
      course,
      firstUncompleted: findFirstUncompletedLesson(
        data.roadmaps.map((section) => section.id),
        data.lessonsForRoadmaps,
      ),
      gateSections: data.roadmaps.map((section) => ({
        isCompleted: section.isCompleted,
        lessons: data.lessonsForRoadmaps[section.id] ?? [],
      })),
      awaitingSectionId: findSectionNeedingLessons(data.roadmaps, data.lessonsForRoadmaps)?.id ?? null,
      completed: course
        ? isCourseComplete(course.isCompleted, data.roadmaps, data.lessonsForRoadmaps)
        : false,
      likelyKnown: new Set(data.likelyKnownLessonIds),
    };
  }, [data]);

  if (query.isPending) {
    return <PageLoading label={t("loading")} />;
  }
  if (query.isError || !data || !view) return <LoadError error={query.error} />;

  const gated = (lesson: LessonSummary) => {
    const closed = isLessonGated({ isPro, lessonCompleted: lesson.isCompleted, sections: view.gateSections });
    if (closed) emitAppEvent(appEvents.proRequired, FREE_LESSON_GATE_DETAIL);
    return closed;
  };
  const openLesson = (lesson: LessonSummary) => {
    if (!gated(lesson)) navigate(`/lessons/${lesson.id}`);
  };
  // A test-out opens what the lesson would: the same Free gate first.
  const testOut = (lesson: LessonSummary) => {
    if (!gated(lesson)) setTestingOut(lesson);
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <GoalCard goal={data.goal} />
      <TeacherUpdateNotice courseId={view.course?.id} />
      {view.course ? (
        <CourseHeader
          course={view.course}
          courses={data.courses}
          completed={view.completed}
          settingActive={setActive.isPending}
          activeError={activeError}
          onSelectCourse={(id) => navigate(`/learning-plan/${id}`)}
          onSetActive={() => {
            setActiveError(null);
            setActive.mutate(view.course!.id, {
              onError: () => setActiveError(t("setActiveFailed")),
            });
          }}
        />
      ) : (
        <EmptyState title={t("noCourses")} />
      )}
      {isDemoAi && <DemoAiNotice />}
      {(view.course || data.roadmaps.length > 0) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {view.course && (
            <div className="flex flex-wrap gap-2">
              <CourseEditor courseId={view.course.id} />
              <ShareCourse courseId={view.course.id} courseTitle={view.course.title} />
              <ReplanFromMaterial courseId={view.course.id} />
            </div>
          )}
          {data.roadmaps.length > 0 && (
            <div className="ms-auto flex flex-wrap gap-2">
              <PracticeExamEntry goalId={data.goal.id} courseId={view.course?.id ?? null} />
              <ButtonLink
                to={`/review/map/${data.goal.id}`}
                variant="outline"
                size="sm"
                data-testid="mastery-map-link"
              >
                <MapIcon aria-hidden="true" size={16} /> {t("whatYouKnow")}
              </ButtonLink>
            </div>
          )}
        </div>
      )}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t("tabs.label")}>
          <TabsTrigger value="course">{t("tabs.course")}</TabsTrigger>
          <TabsTrigger value="plan">{t("tabs.plan")}</TabsTrigger>
        </TabsList>
        <TabsContent value="course" className="flex flex-col gap-6">
          {data.roadmaps.length > 0 ? (
            <SectionTimeline
              key={view.course?.id}
              sections={data.roadmaps}
              lessonsBySection={data.lessonsForRoadmaps}
              firstUncompleted={view.firstUncompleted}
              awaiting={view.awaitingSectionId ? { sectionId: view.awaitingSectionId, isPro } : null}
              onOpenLesson={openLesson}
              onTestOut={testOut}
              likelyKnown={view.likelyKnown}
              mastery={mastery.data}
              weakConcepts={weakConcepts}
            />
          ) : (
            view.course && <EmptyState title={t("noSections")} />
          )}
        </TabsContent>
        <TabsContent value="plan">{tab === "plan" && <StudyPlanView goalId={data.goal.id} />}</TabsContent>
      </Tabs>
      <TestOutDialog
        lesson={testingOut}
        isPro={isPro}
        onClose={() => setTestingOut(null)}
        onStarted={(lessonId) => navigate(`/lessons/${lessonId}/assessment?testOut=1`)}
      />
    </div>
  );
}

function LoadError({ error }: { error: Error | null }) {
  const { t } = useTranslation(COURSES_NS);
  const noActiveGoal = error instanceof ApiError && error.details?.reason === ErrorReasons.noActiveGoal;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col">
      {noActiveGoal ? (
        <EmptyState
          title={t("noGoal.title")}
          description={t("noGoal.description")}
          action={<ButtonLink to="/goals">{t("noGoal.action")}</ButtonLink>}
        />
      ) : (
        <PageError
          message={t("loadFailed")}
          onRetry={() => window.location.reload()}
          retryLabel={t("reload")}
        />
      )}
    </div>
  );
}
