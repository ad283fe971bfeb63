import { DomainError, type ErrorCategory } from '../../lib/errors/domain-error.js';

export enum ChatErrorCode {
  TOO_MANY_MESSAGES = 'CHAT_TOO_MANY_MESSAGES',
  SIGN_IN_TO_EDIT = 'CHAT_SIGN_IN_TO_EDIT',
}

const categoryOf: Record<ChatErrorCode, ErrorCategory> = {
  [ChatErrorCode.TOO_MANY_MESSAGES]: 'TOO_MANY_REQUESTS',
  [ChatErrorCode.SIGN_IN_TO_EDIT]: 'UNAUTHENTICATED',
};

export class ChatError extends DomainError<ChatErrorCode> {
  static tooMany(retryAfterSeconds: number): ChatError {
    return new ChatError(
      ChatErrorCode.TOO_MANY_MESSAGES,
      'You are sending messages quickly. Please wait a minute and try again.',
      retryAfterSeconds,
    );
  }

  /** A plan is changed only for the account it belongs to, so asking to change one needs a signed-in traveller. */
  static signInToEdit(): ChatError {
    return new ChatError(ChatErrorCode.SIGN_IN_TO_EDIT, 'Sign in to change your plan from the chat.');
  }

  private constructor(code: ChatErrorCode, message: string, retryAfterSeconds?: number) {
    super(categoryOf[code], code, message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
  }
}
