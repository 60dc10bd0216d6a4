import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import {
  studentCheckBodySchema,
  studentCheckSentSchema,
  studentOtpBodySchema,
  studentVerificationSchema,
  universitySchema,
  vlearnClaimBodySchema,
  vlearnOfferSchema,
  vlearnPlacedSchema,
} from '../university';
import { defineRoute } from './define';
import { token } from './primitives';

const tags = ['university'];
const error = errorEnvelopeSchema;

export const listUniversities = defineRoute({
  method: 'GET',
  path: '/university',
  tags,
  summary: 'Spec GET /university: the universities of the student registry (Thai and English names). 503 student_registry_busy',
  response: { 200: dataEnvelope(z.array(universitySchema)), 503: error },
});

export const checkStudent = defineRoute({
  method: 'POST',
  path: '/university/verifications',
  tags,
  summary:
    "A student's check: university, student ID and Thai ID (check digit) against the student registry, then an OTP to the student's mobile on record. 400 thai_id_invalid, 404 university_not_found / student_not_found, 422 student_not_enrolled (details.reason graduated | suspended), 429 otp_*, 503 student_registry_busy",
  body: studentCheckBodySchema,
  response: { 201: dataEnvelope(studentCheckSentSchema), 400: error, 401: error, 404: error, 422: error, 429: error, 503: error },
});

export const confirmStudent = defineRoute({
  method: 'POST',
  path: '/university/verifications/:id/otp',
  tags,
  summary: 'The OTP of a student check: the student is verified for 30 minutes. 404 verification_not_found, 410 verification_expired, 400/409/410/429 otp_*',
  params: z.object({ id: z.string().uuid() }),
  body: studentOtpBodySchema,
  response: { 200: dataEnvelope(studentVerificationSchema), 400: error, 401: error, 404: error, 409: error, 410: error, 429: error },
});

export const getStudentVerification = defineRoute({
  method: 'GET',
  path: '/university/verifications/:id',
  tags,
  summary: "The caller's own student verification, with the student's vlearn claim if any (404 verification_not_found)",
  params: z.object({ id: z.string().uuid() }),
  response: { 200: dataEnvelope(studentVerificationSchema), 401: error, 404: error },
});

export const listVlearnOffers = defineRoute({
  method: 'GET',
  path: '/university/vlearn-offers',
  tags,
  summary: 'The vlearn offers (student packages billed monthly) a verified student may claim, one per student',
  response: { 200: dataEnvelope(z.array(vlearnOfferSchema)) },
});

export const claimVlearn = defineRoute({
  method: 'POST',
  path: '/register-campaign/vlearn',
  tags,
  summary:
    'Spec POST /register-campaign/vlearn: a verified student claims a vlearn offer, placed as a service order (billed monthly). One per student (unique index; a retried request with the same Idempotency-Key answers the same order). 404 verification_not_found / vlearn_offer_not_found, 410 verification_expired, 422 student_not_verified, 409 vlearn_already_claimed',
  body: vlearnClaimBodySchema,
  headers: z.object({ 'idempotency-key': z.string().optional() }),
  response: { 200: dataEnvelope(vlearnPlacedSchema), 201: dataEnvelope(vlearnPlacedSchema), 400: error, 401: error, 404: error, 409: error, 410: error, 422: error },
});

export const cancelVlearn = defineRoute({
  method: 'POST',
  path: '/register-campaign/vlearn/:secure_key/cancel',
  tags,
  summary: "Cancels the caller's vlearn order (before it is completed): the student's claim is given back. 404 order_not_found, 409 illegal_order_transition",
  params: z.object({ secure_key: token(100) }),
  response: { 200: dataEnvelope(vlearnPlacedSchema), 401: error, 404: error, 409: error },
});
