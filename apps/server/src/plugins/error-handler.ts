/**
 * The one error handler: AppError, validation errors, rate limits and database constraint errors
 * become PRODUCT.md's `{ success: false, message, code }` (constraints by name, db/constraint-errors.ts);
 * 5xx details never leave the server.
 */
import { type ErrorBody, ErrorCode, Messages } from '@aa/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { constraintErrors } from '../db/constraint-errors.ts';
import { AppError } from '../lib/errors.ts';
import { PG_CHECK_VIOLATION, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../lib/pg-errors.ts';

function toBody(error: AppError): ErrorBody {
  return { success: false, message: error.message, code: error.code, ...error.extra };
}

/** Sends an AppError; a 429 says when to come back in `Retry-After` as well as in the body. */
function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.status === 429 && error.extra.remainingTime !== undefined) {
    reply.header('retry-after', String(Math.max(1, error.extra.remainingTime)));
  }
  return reply.code(error.status).send(toBody(error));
}

/**
 * Fastify's own early refusals (a URL it cannot decode) happen before any hook ran: they get the
 * envelope and the security headers here (Fastify's `frameworkErrors` option).
 */
export function frameworkErrorHandler(headersOf: (url: string) => Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headersOf(request.url));
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    return sendAppError(reply, new AppError(ErrorCode.VALIDATION_ERROR, Messages.badUrl, status));
  };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return sendAppError(reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] = [...(errors[field] ?? []), issue.message ?? Messages.validationFailed];
      }
      const [firstField, [firstMessage] = []] = Object.entries(errors)[0] ?? [];
      // A left-out field names itself in the message too: 'email: This field is required'.
      const first =
        firstMessage === Messages.fieldRequired && firstField !== '_'
          ? `${firstField}: ${firstMessage}`
          : (firstMessage ?? Messages.validationFailed);
      return reply.code(400).send(toBody(new AppError(ErrorCode.VALIDATION_ERROR, first, 400, { errors })));
    }
    const code = pgErrorCode(error);
    if (code === PG_UNIQUE_VIOLATION || code === PG_CHECK_VIOLATION) {
      request.log.warn({ err: error }, 'constraint violation');
      const known = constraintErrors[pgConstraint(error) ?? ''];
      return sendAppError(
        reply,
        known
          ? new AppError(known.code, known.message, known.status)
          : new AppError(ErrorCode.VALIDATION_ERROR, Messages.validationFailed, 409),
      );
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
