import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { devPortingNumberSchema, portingClockBodySchema, portingClockSchema, portingPinRequestBodySchema, portingPinSentSchema } from '../porting';
import { defineRoute } from './define';

/**
 * The porting clearinghouse sandbox (issue 16; decision 029): for testers and the e2e, only while the
 * embedded clearinghouse is in use; 404 porting_sandbox_off when the store talks to a real one
 * (PORTING_URL). The journeys' routes are in contracts/mnp.ts.
 */

/** The holder asks their operator for a porting PIN (stands for *151*<ID>#): it goes by SMS to the number (the dev SMS inbox shows it). */
export const requestDevPortingPin = defineRoute({
  method: 'POST',
  path: '/dev/porting/pins',
  tags: ['porting'],
  summary: 'Sandbox only: a porting PIN for another operator’s test number, sent by SMS to it',
  body: portingPinRequestBodySchema,
  response: { 201: dataEnvelope(portingPinSentSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema },
});

export const listDevPortingNumbers = defineRoute({
  method: 'GET',
  path: '/dev/porting/numbers',
  tags: ['porting'],
  summary: 'Sandbox only: the other operators’ seeded test numbers (holder IDs masked)',
  response: { 200: dataEnvelope(z.array(devPortingNumberSchema)), 404: errorEnvelopeSchema },
});

export const advanceDevPortingClock = defineRoute({
  method: 'POST',
  path: '/dev/porting/clock',
  tags: ['porting'],
  summary: 'Sandbox only: moves the clearinghouse clock ahead and moves due porting requests along',
  body: portingClockBodySchema,
  response: { 200: dataEnvelope(portingClockSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
});
