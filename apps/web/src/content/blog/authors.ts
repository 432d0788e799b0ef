import teamAvatar from "../../assets/illustrations/authors/brainy-team.svg";
import danielAvatar from "../../assets/illustrations/authors/daniel-reyes.svg";
import mayaAvatar from "../../assets/illustrations/authors/maya-okafor.svg";
import priyaAvatar from "../../assets/illustrations/authors/priya-nair.svg";
import type { BlogAuthor } from "./types.ts";

/** The people (and the team) who write the Brainy AI blog. */
export const authors = {
  team: {
    name: "The Brainy AI Team",
    avatar: teamAvatar,
    bio: "The product team behind Brainy AI. We design, build and test every feature with learners before it ships.",
  },
  maya: {
    name: "Maya Okafor",
    avatar: mayaAvatar,
    bio: "Learning designer at Brainy AI. Maya shapes how lessons, quizzes and roadmaps are structured so that what you study is still there next month.",
  },
  daniel: {
    name: "Daniel Reyes",
    avatar: danielAvatar,
    bio: "Software engineer at Brainy AI. Daniel builds the lesson generator and learned most of what he knows by breaking things on purpose.",
  },
  priya: {
    name: "Priya Nair",
    avatar: priyaAvatar,
    bio: "Product lead at Brainy AI. Priya writes about focus, habits and the small routines that turn a goal into progress.",
  },
} satisfies Record<string, BlogAuthor>;
