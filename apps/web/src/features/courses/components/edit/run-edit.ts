import type { CourseEdit } from "@brainy/contract";

/** Makes one edit of the course; each control passes what it changes and what to say when it is done. */
export type RunEdit = (edit: CourseEdit, done: string) => void;
