import { DomainError } from '../../lib/errors/domain-error.js';

export enum ChatErrorCode {
  TOO_MANY_MESSAGES = 'CHAT_TOO_MANY_MESSAGES',
}

export class ChatError extends DomainError<ChatErrorCode> {
  constructor(retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', ChatErrorCode.TOO_MANY_MESSAGES, 'You are sending messages quickly. Please wait a minute and try again.', {
      retryAfterSeconds,
    });
  }
}
