import { z } from 'zod';
import { dataEnvelope } from '../api';
import { CONTENT_CODES, contentSchemas, type ContentCode } from '../content';
import { defineRoute } from './define';

const tags = ['content'];
const codeParams = z.object({ code: z.enum(CONTENT_CODES as [ContentCode, ...ContentCode[]]) });
const allContentSchema = z.object(contentSchemas).partial();

export const getAllContent = defineRoute({
  method: 'GET',
  path: '/content',
  tags,
  summary: 'Every content document of the shared chrome and home page',
  response: { 200: dataEnvelope(allContentSchema) },
});

export const getContent = defineRoute({
  method: 'GET',
  path: '/content/:code',
  tags,
  summary: 'One content document (main menu, bars, footer, FAQ, banners)',
  params: codeParams,
  response: { 200: dataEnvelope(z.unknown()) },
});

export const putContent = defineRoute({
  method: 'PUT',
  path: '/content/:code',
  tags,
  summary: 'Replace a content document (operator)',
  params: codeParams,
  body: z.unknown(),
  response: { 200: dataEnvelope(z.unknown()) },
});
