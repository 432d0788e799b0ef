/**
 * The classes module's public surface (issue 39, ADR 0048): what other modules may use. Everything
 * else in the folder is its own (Biome refuses a module importing another module's files directly).
 */

export { createAssignment } from "./assignments.ts";
export type { CopyWork } from "./copy.ts";
export {
  assignedCourseEditedJob,
  assignmentCopiesJob,
  resumeAssignmentCopies,
} from "./copy-job.ts";
export { classExtraRoutes } from "./extras-routes.ts";
export { classRoutes } from "./routes.ts";
export { createClass, enrolMember } from "./service.ts";
export { classUpdateRoutes } from "./updates.ts";
