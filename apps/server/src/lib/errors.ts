import { ERROR_STATUS, type ErrorType } from '@store/domain/api';

/**
 * The one error class services throw (STYLE.md habit 6). `code` is a stable machine code that the
 * web app maps to a message in the user's language; `message` is an English fallback for API users.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly type: ErrorType,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.status = ERROR_STATUS[type];
  }
}

export const notFound = (code: string, message: string) => new AppError('not_found', code, message);
export const invalid = (code: string, message: string, details?: unknown) => new AppError('invalid', code, message, details);
export const forbidden = (code: string, message: string) => new AppError('forbidden', code, message);
export const conflict = (code: string, message: string) => new AppError('conflict', code, message);
export const gone = (code: string, message: string) => new AppError('gone', code, message);
export const unprocessable = (code: string, message: string, details?: unknown) => new AppError('unprocessable', code, message, details);
