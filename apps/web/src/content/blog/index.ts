import { audioNarrationForEveryLesson } from "./posts/audio-narration-for-every-lesson.ts";
import { brainyAiV1IsLive } from "./posts/brainy-ai-v1-is-live.ts";
import { buildingASecondBrain } from "./posts/building-a-second-brain-with-linked-notes.ts";
import { fromGoalToRoadmap } from "./posts/from-goal-to-roadmap.ts";
import { howSpacedRetrievalWorks } from "./posts/how-spaced-retrieval-works.ts";
import { learningToCodeWithAiTutors } from "./posts/learning-to-code-with-ai-tutors.ts";
import { notesKnowledgeGraph } from "./posts/notes-knowledge-graph.ts";
import { pomodoroForDeepWork } from "./posts/pomodoro-for-deep-work.ts";
import { settingLearningGoalsThatStick } from "./posts/setting-learning-goals-that-stick.ts";
import type { BlogPost } from "./types.ts";

export type { BlogArticle, BlogAuthor, BlogNews, BlogPost, BlogSection } from "./types.ts";

/** Every blog post bundled with the app, newest first. */
export const blogPosts: readonly BlogPost[] = [
  learningToCodeWithAiTutors,
  notesKnowledgeGraph,
  buildingASecondBrain,
  howSpacedRetrievalWorks,
  audioNarrationForEveryLesson,
  pomodoroForDeepWork,
  fromGoalToRoadmap,
  settingLearningGoalsThatStick,
  brainyAiV1IsLive,
].sort((a, b) => b.date.localeCompare(a.date));

/** A post's short text: the excerpt of an article or the summary of a news item. */
export function describePost(post: BlogPost): string {
  return post.type === "article" ? post.excerpt : post.summary;
}
