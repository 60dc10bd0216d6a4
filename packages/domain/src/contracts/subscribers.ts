import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { devSubscriberSchema } from '../subscribers';
import { defineRoute } from './define';

/**
 * GET /dev/subscribers (issue 15): the seeded test lines of the embedded subscriber system, for
 * testers (IDs masked; the README lists them in full). 404 subscribers_sandbox_off when the store
 * talks to the operator's subscriber system (SUBSCRIBERS_URL).
 */
export const listDevSubscribers = defineRoute({
  method: 'GET',
  path: '/dev/subscribers',
  tags: ['subscribers'],
  summary: 'Sandbox only: the seeded test lines of the embedded subscriber system (off with a real one)',
  response: { 200: dataEnvelope(z.array(devSubscriberSchema)), 404: errorEnvelopeSchema },
});
