import { z } from 'zod';
import { dataEnvelope } from '../api';
import { loginFailureSchema, loginResponseSchema, profileSchema, profileUpdateSchema, sessionInfoSchema } from '../identity';
import { CONSENT_PURPOSES, myConsentsSchema } from '../consents';
import { defineRoute } from './define';

/**
 * The identity module's API: the OpenID Connect sign-in (GET /auth/login and /auth/callback, browser
 * redirects), the store session (spec 3 Session, 4 Authentication, 7 POST /login) in an httpOnly
 * cookie only, and the profile (spec 3 User).
 */
const tags = ['identity'];

export const startLogin = defineRoute({
  method: 'GET',
  path: '/auth/login',
  tags,
  summary: 'Start signing in (or up, with prompt=create) at the identity provider',
  querystring: z.object({
    return_to: z.string().max(2048).optional(),
    prompt: z.enum(['login', 'create']).optional(),
    lang: z.string().max(8).optional(),
  }),
  response: { 302: z.null().meta({ description: "redirect to the identity provider's authorization endpoint" }) },
});

export const loginCallback = defineRoute({
  method: 'GET',
  path: '/auth/callback',
  tags,
  summary: 'The identity provider sends the browser back here',
  querystring: z.object({ code: z.string().max(2048).optional(), state: z.string().max(512).optional(), error: z.string().max(256).optional() }).loose(),
  response: { 303: z.null().meta({ description: 'redirect back to return_to in the store, with login_code or login_error' }) },
});

export const login = defineRoute({
  method: 'POST',
  path: '/login',
  tags,
  summary: 'Login exchange: a one-time login code (or type refresh_token) for the session cookie',
  body: z.union([z.object({ code: z.string().min(1).max(128) }), z.object({ type: z.literal('refresh_token') })]),
  response: { 200: loginResponseSchema, 401: loginFailureSchema },
});

export const getSession = defineRoute({
  method: 'GET',
  path: '/session',
  tags,
  summary: 'The signed-in user and the session expiry (a guest without a cookie; 401 for an ended or forged one)',
  response: { 200: dataEnvelope(sessionInfoSchema) },
});

export const refreshSession = defineRoute({
  method: 'POST',
  path: '/session/refresh',
  tags,
  summary: 'Extend the session before it expires',
  response: { 200: dataEnvelope(z.object({ expires_at: z.string() })) },
});

export const logout = defineRoute({
  method: 'POST',
  path: '/session/logout',
  tags,
  summary: 'End the session on the server and remove the cookie',
  response: { 200: dataEnvelope(z.object({ logged_out: z.boolean() })) },
});

export const getProfile = defineRoute({
  method: 'GET',
  path: '/profile',
  tags,
  summary: 'The signed-in user',
  response: { 200: dataEnvelope(profileSchema) },
});

const profileChange = {
  tags,
  summary: 'Change display name, avatar and phone (the path user id must be your own)',
  params: z.object({ user_id: z.string().max(64) }),
  body: profileUpdateSchema,
  response: { 200: dataEnvelope(profileSchema) },
};

export const updateProfile = defineRoute({ method: 'PUT', path: '/user/:user_id/profile', ...profileChange });

/** The same change under the spec's other name. */
export const editProfile = defineRoute({ method: 'PUT', path: '/user/:user_id/edit-profile', ...profileChange });

export const listMyConsents = defineRoute({
  method: 'GET',
  path: '/me/consents',
  tags,
  summary: 'My PDPA consents (issue 15): the standing of each purpose and every recorded answer, newest first',
  response: { 200: dataEnvelope(myConsentsSchema) },
});

export const withdrawMyConsent = defineRoute({
  method: 'POST',
  path: '/me/consents/:purpose/withdraw',
  tags,
  summary: 'Withdraw a consent I gave (marketing, data_sharing; terms only by cancelling the service): my consents afterwards',
  params: z.object({ purpose: z.enum(CONSENT_PURPOSES) }),
  response: { 200: dataEnvelope(myConsentsSchema) },
});
