const JOINERS = /[\u200c\u200d]/gu;

/**
 * Sinhala and Tamil text without its zero-width joiners: a conjunct is typed with them or without (ශ්‍රී, ශ්රී) and
 * reads the same, so words are compared without them (the questions' words, the plan-edit grammar).
 */
export const withoutJoiners = (text: string): string => text.replace(JOINERS, '');
