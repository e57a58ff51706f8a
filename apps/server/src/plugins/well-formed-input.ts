/**
 * No /api request carries a lone surrogate in any string of its body, query or params: it is refused
 * here, 400 naming the field as a schema refusal does, before its schema or handler sees it. Checked
 * once for every route rather than per field: a schema that forgot would let it through to a handler
 * that passes it on (Stripe's SDK puts an id in a URL and throws URIError: a 5xx).
 */
import { ErrorCode, loneSurrogatePath, Messages } from '@aa/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

export async function refuseLoneSurrogates(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const path = loneSurrogatePath(part);
    if (path) {
      const field = path.join('.') || '_';
      throw new AppError(ErrorCode.VALIDATION_ERROR, Messages.invalidCharacters, 400, {
        errors: { [field]: [Messages.invalidCharacters] },
      });
    }
  }
}
