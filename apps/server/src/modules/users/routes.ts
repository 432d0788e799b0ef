import { EducationDegreeRequestSchema, UpdateProfileRequestSchema, UserSchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forgetActor } from "../../plugins/auth.ts";
import { getCurrentUser, updateEducationDegree, updateUserProfile } from "./service.ts";

/** GET /api/user, PUT /api/user/profile, PUT /api/user/education-degree: always the caller's own row. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;
  const common = { tags: ["user"], security: [{ bearerAuth: [] }], response: { 200: UserSchema } };

  app.get("/user", { schema: { ...common, summary: "The caller's account and profile" } }, async (request) =>
    getCurrentUser(db, request.userId),
  );

  app.put(
    "/user/profile",
    { schema: { ...common, summary: "Update part of the profile", body: UpdateProfileRequestSchema } },
    async (request) => {
      const user = await updateUserProfile(db, request.userId, request.body);
      // The actor cache carries the interface locale: the next answer speaks the new one.
      if (request.body.interfaceLocale !== undefined) forgetActor(app, request.userId);
      return user;
    },
  );

  app.put(
    "/user/education-degree",
    { schema: { ...common, summary: "Set the education degree", body: EducationDegreeRequestSchema } },
    async (request) => updateEducationDegree(db, request.userId, request.body.educationDegree),
  );
};
