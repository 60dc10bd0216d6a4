import type { FastifyInstance } from 'fastify';
import type { AppError } from './errors';

/**
 * Reads a raw upload body (a picture sent as the request body, not a form) into a Buffer for the
 * content `types` given, refusing it with `tooLarge()` (413) as soon as it passes `maxBytes`, from the
 * declared length or while streaming, without holding more. Register it in the upload routes' own
 * plugin scope only: every other route keeps the app's JSON body limit. The bytes, not the declared
 * type, decide what an upload is (each caller sniffs them).
 */
export function registerRawUploads(app: FastifyInstance, options: { types: string[]; maxBytes: number; tooLarge: () => AppError }): void {
  const { maxBytes, tooLarge } = options;
  app.addContentTypeParser(options.types, (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      payload.resume();
      return done(tooLarge(), undefined);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > maxBytes) {
        failed = true;
        chunks.length = 0;
        return done(tooLarge(), undefined);
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!failed) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error: Error) => {
      if (!failed) {
        failed = true;
        done(error, undefined);
      }
    });
  });
}
