import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { EKYC_IMAGE_KINDS, ekycApplicationSchema, ekycCreateBodySchema, ekycHandoffHashSchema, ekycHandoffSchema, ekycHandoffViewSchema } from '../ekyc';
import { defineRoute } from './define';

const tags = ['ekyc'];
const idParams = z.object({ id: z.uuid() });
const imageParams = idParams.extend({ kind: z.enum(EKYC_IMAGE_KINDS) });
const hashParams = z.object({ hash: ekycHandoffHashSchema });
const hashImageParams = hashParams.extend({ kind: z.enum(EKYC_IMAGE_KINDS) });
const IMAGE_BODY =
  'Raw body: the photo as image/jpeg or image/png (checked by its first bytes), at most 5 MB. 413 ekyc_image_too_large, 415 ekyc_image_type; 409 ekyc_not_open once submitted or decided.';

export const createEkycApplication = defineRoute({
  method: 'POST',
  path: '/ekyc/applications',
  tags,
  summary: 'Start an eKYC application for the declared Thai ID (spec POST /creditok/create-application); session required; the ID is kept as a keyed hash and its last four digits',
  body: ekycCreateBodySchema,
  response: { 201: dataEnvelope(ekycApplicationSchema), 401: errorEnvelopeSchema },
});

export const getEkycApplication = defineRoute({
  method: 'GET',
  path: '/ekyc/applications/:id',
  tags,
  summary: 'One of my eKYC applications and its status (spec GET /creditok/get-status/{id}); 404 ekyc_not_found for another user\u2019s',
  params: idParams,
  response: { 200: dataEnvelope(ekycApplicationSchema), 404: errorEnvelopeSchema },
});

export const putEkycImage = defineRoute({
  method: 'PUT',
  path: '/ekyc/applications/:id/images/:kind',
  tags,
  summary: 'Upload the ID-card photo (document) or the selfie of my application (spec POST save-temp-content / save-face-recognition)',
  description: IMAGE_BODY,
  params: imageParams,
  response: { 200: dataEnvelope(ekycApplicationSchema), 404: errorEnvelopeSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
});

export const submitEkycApplication = defineRoute({
  method: 'POST',
  path: '/ekyc/applications/:id/submit',
  tags,
  summary: 'Send my application to the vendor for its decision (status verifying); 409 ekyc_image_missing without both photos',
  params: idParams,
  response: { 200: dataEnvelope(ekycApplicationSchema), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
});

export const createEkycHandoff = defineRoute({
  method: 'POST',
  path: '/ekyc/applications/:id/handoff',
  tags,
  summary: 'Hand my application over to a phone: a single-use link (/ekyc-desktop/:hash or its pre2post / trueonline variant), its short form and QR code (SVG)',
  params: idParams,
  response: { 201: dataEnvelope(ekycHandoffSchema), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
});

export const openEkycHandoff = defineRoute({
  method: 'GET',
  path: '/ekyc/handoff/:hash',
  tags,
  summary:
    'The phone side of a hand-off: the first open binds the link to this browser (httpOnly cookie); 410 ekyc_link_used from another browser or after submit, 410 ekyc_link_expired, 404 ekyc_link_not_found',
  params: hashParams,
  response: { 200: dataEnvelope(ekycHandoffViewSchema), 404: errorEnvelopeSchema, 410: errorEnvelopeSchema },
});

export const putEkycHandoffImage = defineRoute({
  method: 'PUT',
  path: '/ekyc/handoff/:hash/images/:kind',
  tags,
  summary: 'The phone uploads the ID-card photo or the selfie through the hand-off link bound to it (spec save-temp-content / save-face-recognition)',
  description: IMAGE_BODY,
  params: hashImageParams,
  response: { 200: dataEnvelope(ekycHandoffViewSchema), 404: errorEnvelopeSchema, 410: errorEnvelopeSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
});

export const submitEkycHandoff = defineRoute({
  method: 'POST',
  path: '/ekyc/handoff/:hash/submit',
  tags,
  summary: 'The phone sends the application for its decision; the link is used up (the desktop follows the status)',
  params: hashParams,
  response: { 200: dataEnvelope(ekycHandoffViewSchema), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 410: errorEnvelopeSchema },
});

export const readEkycImageAsStaff = defineRoute({
  method: 'GET',
  path: '/staff/ekyc/:id/images/:kind',
  tags,
  summary: 'Staff: an application\u2019s photo while it is kept (permission ekyc.read, audited); 404 ekyc_image_gone after the decision or the retention period',
  params: imageParams,
  response: { 200: z.string().meta({ description: 'image/jpeg or image/png' }), 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
});
