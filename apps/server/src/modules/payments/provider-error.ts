import { AppError } from '../../lib/app-error';

/**
 * A provider failure (502 PROVIDER_ERROR with the provider's message). `outcomeUnknown` is true
 * when no answer came back (a lost connection, the provider's own error): the call may have
 * happened, so what it did must not be undone on our side.
 */
export class ProviderError extends AppError {
  constructor(
    message: string,
    readonly outcomeUnknown = false,
  ) {
    super('PROVIDER_ERROR', message);
  }
}

/** Whether a failed provider call may still have happened. */
export const outcomeUnknown = (error: unknown): boolean =>
  !(error instanceof AppError) || (error instanceof ProviderError && error.outcomeUnknown);
