import { DomainError } from '../../lib/errors/domain-error.js';

export enum FeedbackErrorCode {
  TOO_MUCH_FEEDBACK = 'FEEDBACK_TOO_MANY',
}

export class FeedbackError extends DomainError<FeedbackErrorCode> {
  constructor(retryAfterSeconds: number) {
    super(
      'TOO_MANY_REQUESTS',
      FeedbackErrorCode.TOO_MUCH_FEEDBACK,
      'You have sent a lot of feedback in a short time. Please try again in a few minutes.',
      {
        retryAfterSeconds,
      },
    );
  }
}
