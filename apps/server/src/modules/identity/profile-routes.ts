import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@store/domain/api';
import { profileSchema, profileUpdateSchema } from '@store/domain/identity';
import type { Db } from '../../db/client';
import { requireSelf, requireSession } from './session-guard';
import { toProfile, updateProfile } from './users';

/** GET /profile (the session's user); PUT /user/:user_id/profile and /edit-profile (only your own). */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/profile', { schema: { tags: ['identity'], summary: 'The signed-in user', response: { 200: dataEnvelope(profileSchema) } } }, async (request, reply) => {
    const session = await requireSession(db, request);
    reply.header('cache-control', 'no-store');
    return { data: toProfile(session.user) };
  });

  for (const path of ['/user/:user_id/profile', '/user/:user_id/edit-profile']) {
    app.put(
      path,
      {
        schema: {
          tags: ['identity'],
          summary: 'Change display name, avatar and phone (the path user id must be your own)',
          params: z.object({ user_id: z.string().max(64) }),
          body: profileUpdateSchema,
          response: { 200: dataEnvelope(profileSchema) },
        },
      },
      async (request) => {
        const session = await requireSelf(db, request, request.params.user_id);
        return { data: toProfile(await updateProfile(db, session.user.userId, request.body)) };
      },
    );
  }
};
