import cover from "../../../assets/illustrations/blog/learning-goals.svg";
import { authors } from "../authors.ts";
import { formatPostDate } from "../format.ts";
import type { BlogArticle } from "../types.ts";

const date = "2025-10-21";

/** Article: turning a vague wish into a goal the planner can work with. */
export const settingLearningGoalsThatStick: BlogArticle = {
  id: "setting-learning-goals-that-stick",
  type: "article",
  title: "How to Set Learning Goals That Actually Stick",
  subtitle:
    "“Learn Python” is a wish. Here is how to turn it into a goal you will still be working on in March.",
  excerpt:
    "Most learning goals fail in the first two weeks, not because people lack discipline but because the goal was never concrete. Five habits that make a goal survive contact with a busy life.",
  image: cover,
  heroImage: cover,
  category: "Goals",
  date,
  formattedDate: formatPostDate(date),
  readTime: 5,
  author: authors.maya,
  sections: [
    { id: "why-goals-fail", title: "Why most learning goals fail" },
    { id: "make-it-concrete", title: "Make it concrete" },
    { id: "answer-the-planner", title: "Answer the planner's questions honestly" },
    { id: "one-goal-at-a-time", title: "One active goal at a time" },
    { id: "review-and-adjust", title: "Review and adjust" },
  ],
  tags: ["goals", "motivation", "planning", "habits"],
};
