import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * Routes declare `attachValidation`: a bad path (a date, a range too long or reversed, an unknown
 * metric, view mode or weekday) is 400 BAD_REQUEST (contract §1 "bad path enum"); a bad query keeps
 * its VALIDATION_FAILED answer with violations.
 */
export async function refuseBadInput(request: FastifyRequest): Promise<void> {
  const error = request.validationError as
    | (Error & { validation?: { message?: string }[]; validationContext?: string })
    | undefined;
  if (!error) return;
  if (error.validationContext === 'params') {
    throw new AppError('BAD_REQUEST', error.validation?.[0]?.message ?? 'Bad request.');
  }
  throw error;
}
