/** A language the curated data's texts are translated into (the data itself is English). */
export type DataLanguage = 'si' | 'ta';

/**
 * A text of the curated data (`../data/*.json`) with its Sinhala and Tamil, keyed by the exact English it translates;
 * `review` names the languages in which a speaker should check the wording (the translator was not sure of a word).
 */
export type DataText = {
  readonly en: string;
  readonly si: string;
  readonly ta: string;
  readonly review?: readonly DataLanguage[];
};
