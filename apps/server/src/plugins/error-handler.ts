/**
 * The one error handler: AppError, validation errors, rate limits and database constraint errors
 * become SPEC.md's `{ success: false, message, code }`; 5xx details never leave the server.
 */
import { type ErrorBody, ErrorCode, Messages } from '@aa/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const PG_UNIQUE_VIOLATION = '23505';
const PG_CHECK_VIOLATION = '23514';

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function toBody(error: AppError): ErrorBody {
  return { success: false, message: error.message, code: error.code, ...error.extra };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send(toBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] = [...(errors[field] ?? []), issue.message ?? Messages.validationFailed];
      }
      const first = error.validation[0]?.message ?? Messages.validationFailed;
      return reply.code(400).send(toBody(new AppError(ErrorCode.VALIDATION_ERROR, first, 400, { errors })));
    }
    const code = pgCode(error);
    if (code === PG_UNIQUE_VIOLATION || code === PG_CHECK_VIOLATION) {
      request.log.warn({ err: error }, 'constraint violation');
      return reply
        .code(409)
        .send(toBody(new AppError(ErrorCode.VALIDATION_ERROR, Messages.validationFailed, 409)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send(toBody(new AppError(ErrorCode.INTERNAL_ERROR, Messages.internalError, 500)));
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type).
    return reply.code(status).send(toBody(new AppError(ErrorCode.VALIDATION_ERROR, error.message, status)));
  });
}
