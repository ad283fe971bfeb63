import {
  haversineKm,
  LocalNames,
  type AttractionRecord,
  type BuiltInGeo,
  type PlaceRecord,
} from '../../geo/geo.module.js';
import type { HelpArticle } from '../../content/content.module.js';
import type { PlannerData } from '../../planner/planner.module.js';
import type { ChatLink } from '../builtin-assistant.js';
import type { ChatMessages } from '../writer/catalogue.js';
import { Journeys } from './journey.js';
import { Money } from './money.js';
import { PlaceFinder } from './place-finder.js';
import type { Question } from './question.js';

/** A grounded answer: facts from TripMate's own data and engines, and where to read or act on them. */
/** `links`: more links after `link` (a fee's source page and the report of a wrong price). */
export type GroundedAnswer = { readonly text: string; readonly link?: ChatLink; readonly links?: readonly ChatLink[] };

/**
 * One kind of question the built-in assistant recognises; null when the question is not of this kind. `say` is the
 * reply's language, in which every intent answers (grounded-source.ts).
 */
export type Intent = (
  question: Question,
  grounding: Grounding,
  money: Money,
  say: ChatMessages,
) => GroundedAnswer | null;

/** The planner's weather areas for its base regions (data/README.md, "Suggested mapping"). */
const AREA_OF_REGION: Record<string, string> = {
  colombo: 'west-coast',
  'south-east': 'cultural-triangle',
  'north-west': 'north',
};

/** What the built-in assistant answers from: the geo engine and data, the planner's data, the help articles. */
export class Grounding {
  readonly finder: PlaceFinder;
  readonly journeys: Journeys;
  readonly money: Money;
  readonly names: LocalNames;

  constructor(
    readonly geo: BuiltInGeo,
    readonly planner: PlannerData,
    readonly help: readonly HelpArticle[],
  ) {
    this.finder = new PlaceFinder(geo.engine, geo.data);
    this.journeys = new Journeys(geo.engine, geo.data);
    this.money = new Money(planner);
    this.names = new LocalNames(geo.data);
  }

  /**
   * A place's name as the reader reads it: a town, suburb, station or airport in Sinhala or Tamil script where an openly
   * licensed source names it (the geo module's `LocalNames`), else as the data spells it; a sight keeps its English
   * name (no openly licensed source of sights' Sinhala or Tamil names was found), with its town's name in the reader's
   * script beside it where that helps ("Sigiriya Rock Fortress (සීගිරිය)").
   */
  placeName(place: Pick<PlaceRecord, 'id' | 'name' | 'kind'>, say: Pick<ChatMessages, 'language'>): string {
    if (say.language === 'en') return place.name;
    if (place.kind !== 'sight') return this.names.of(place.id, say.language) ?? place.name;
    const sight = this.geo.data.attractions.find((a) => a.name === place.name);
    return sight ? this.sightName(sight, say) : place.name;
  }

  /** A sight's name, with its nearest town's in the reader's script beside it when the town has one. */
  sightName(sight: Pick<AttractionRecord, 'name' | 'nearestTown'>, say: Pick<ChatMessages, 'language'>): string {
    if (say.language === 'en') return sight.name;
    const town = this.names.ofName(sight.nearestTown, say.language);
    return town ? `${sight.name} (${town})` : sight.name;
  }

  attraction(id: string): AttractionRecord | undefined {
    return this.geo.data.attractions.find((a) => a.id === id);
  }

  /** The weather area of a place: that of the overnight base nearest to it. */
  area(place: Pick<PlaceRecord, 'lat' | 'lng'>): string {
    const base = this.nearestBase(place);
    return AREA_OF_REGION[base.region] ?? base.region;
  }

  /** The coast a beach place is on (west, south, east, north), from its nearest base. */
  coast(place: Pick<PlaceRecord, 'lat' | 'lng'>): string | null {
    return this.nearestBase(place).coast;
  }

  private nearestBase(place: Pick<PlaceRecord, 'lat' | 'lng'>) {
    const located = this.planner.bases.map((b) => ({ b, at: this.geo.data.places.find((p) => p.id === b.placeId)! }));
    return located.reduce((best, x) =>
      haversineKm(place.lat, place.lng, x.at.lat, x.at.lng) <
      haversineKm(place.lat, place.lng, best.at.lat, best.at.lng)
        ? x
        : best,
    ).b;
  }

  article(id: string): HelpArticle | undefined {
    return this.help.find((a) => a.id === id);
  }
}

/** The help article (its English text) as an answer, after a lead, in the reply's language; linked to the page it is about. */
export function articleAnswer(article: HelpArticle, say: ChatMessages, lead = ''): GroundedAnswer {
  return {
    text: say.help.article({ lead, text: article.answer }),
    link: { label: article.question, href: article.link },
  };
}
