import { Entity, Index, PrimaryKey } from '@mikro-orm/decorators/legacy';

/**
 * Every word the directory's listings use (the lexemes of their search vectors, numbers left out), kept by the
 * `business_search_words` trigger on `business`, with a trigram index: a search word no listing has (`ela`,
 * `hikaduwa`, a Sinhala or Tamil name spelled a little differently) is looked up here among a few thousand words
 * instead of among a million names, and searched for as the words like it. PostgreSQL's documentation recommends this
 * for spelling suggestions (pg_trgm, "Text Search Integration"). Words are never removed: one no listing uses any more
 * only widens a typo's alternatives, which match nothing.
 */
@Entity({ tableName: 'business_search_word' })
@Index({
  name: 'business_search_word_trgm_idx',
  expression: 'create index "business_search_word_trgm_idx" on "business_search_word" using gin ("word" gin_trgm_ops)',
})
export class BusinessSearchWord {
  @PrimaryKey({ type: 'text' })
  word!: string;
}
