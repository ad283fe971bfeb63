import content from '../../../../content/help.json';

/**
 * Help Center answers, from content/help.json: the chat assistant answers app questions from the same file. Keep
 * them true to what TripMate does today; update them with the features.
 */
export type HelpArticle = { readonly topic: string; readonly question: string; readonly answer: string };

export const helpArticles: readonly HelpArticle[] = content.articles;
