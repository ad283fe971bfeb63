import type userEvent from '@testing-library/user-event';

/**
 * Puts `text` in a field as a person pasting it would: the field is cleared, focused, and given the whole text in one
 * input event. Typing key by key re-renders the form once per character (about 70 ms each in jsdom, most of the
 * client suite's time); keep `user.type` where the keys themselves are what a test checks (Enter, a counter as it
 * counts, suggestions as they narrow).
 */
export async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.paste(text);
}
