import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { authRoutes } from './auth-routes';
import { profileRoutes } from './profile-routes';
import type { Identity } from './registry';
import { sessionRoutes } from './session-routes';

/**
 * The identity module's routes under {BASE_PATH}/api (contracts/identity.ts), kept in three files by
 * topic: the sign-in (auth-routes.ts), the store session (session-routes.ts), the profile (profile-routes.ts).
 */
export async function identityRoutes(app: FastifyInstance, { db, identity, basePath }: { db: Db; identity: Identity; basePath: string }) {
  await app.register(authRoutes, { db, identity, basePath });
  await app.register(sessionRoutes, { db, basePath });
  await app.register(profileRoutes, { db });
}
