import { haversineKm, type AttractionRecord, type BuiltInGeoProvider } from '../../geo/geo.module.js';
import type { AnswerContext, ChatLink, KnowledgeHit, KnowledgeSource } from '../builtin-assistant.js';
import type { ChatMessages } from '../writer/catalogue.js';
import { sayIn } from '../writer/languages.js';
import { monthRanges } from '../grounded/format.js';
import { Journeys } from '../grounded/journey.js';

export { monthRanges };

/** Intent answers outrank keyword matches of the general entries. */
const INTENT_SCORE = 10;

/**
 * Answers from the geo engine: getting from A to B (road distance and driving time, and the train where both ends
 * have a station), what to see around a place, and the best months for a sight.
 */
export class GeoKnowledgeSource implements KnowledgeSource {
  private readonly journeys: Journeys;

  constructor(
    private readonly engine: BuiltInGeoProvider,
    private readonly destinationSlugs: ReadonlySet<string> = new Set(),
  ) {
    this.journeys = new Journeys(engine, engine.data);
  }

  retrieve(question: string, context: AnswerContext = {}): KnowledgeHit[] {
    const say = sayIn(context.language);
    const q = question.replace(/[?!.]+\s*$/, '').trim();
    const howFar = /\bhow far is\s+(.+?)\s+from\s+(.+)$/i.exec(q);
    const route =
      /\bfrom\s+(.+?)\s+to\s+(.+?)(?:\s+by\s+\w+|\s+on\s+.+)?$/i.exec(q) ??
      /\bbetween\s+(.+?)\s+and\s+(.+)$/i.exec(q) ??
      /^(?:.*?\b)?([\p{L} ]+?)\s+to\s+([\p{L} ]+?)(?:\s+(?:by\s+)?(?:train|bus|car|road))?$/iu.exec(q);
    if (howFar) {
      const hit = this.routeAnswer(howFar[2]!, howFar[1]!, say);
      if (hit) return [hit];
    } else if (route && !/\b(what|wear|best time|when)\b/i.test(q)) {
      const hit = this.routeAnswer(route[1]!, route[2]!, say);
      if (hit) return [hit];
    }
    const todo =
      /\b(?:what to (?:do|see)|things to (?:do|see)|sights|attractions|places to visit|what is there)\b.*?\b(?:in|around|near|at)\s+(.+)$/i.exec(
        q,
      );
    if (todo) {
      const hit = this.thingsToDo(todo[1]!, say);
      if (hit) return [hit];
    }
    const when = /\b(?:best time|best months?|when)\b.*?\b(?:to visit|to go to|to go|visit|for|in)\s+(.+)$/i.exec(q);
    if (when) {
      const hit = this.bestTime(when[1]!, say);
      if (hit) return [hit];
    }
    return [];
  }

  private routeAnswer(fromText: string, toText: string, say: ChatMessages): KnowledgeHit | null {
    const from = this.engine.geocodeNow(fromText)?.best;
    const to = this.engine.geocodeNow(toText)?.best;
    const road = from && to ? this.journeys.road(from, to, say) : null;
    if (!from || !to || !road) return null;
    const train = this.journeys.train(from, to, say);
    return {
      score: INTENT_SCORE,
      answer: train ? `${road.text} ${train}` : road.text,
      link: {
        label: say.links.route({ from: this.journeys.said(from, say), to: this.journeys.said(to, say) }),
        href: '/planner',
      },
    };
  }

  private thingsToDo(placeText: string, say: ChatMessages): KnowledgeHit | null {
    const place = this.engine.geocodeNow(placeText)?.best;
    if (!place) return null;
    const near = this.engine.data.attractions
      .map((a) => ({ a, km: haversineKm(place.lat, place.lng, a.lat, a.lng) }))
      .filter(({ km }) => km <= 25)
      .sort((x, y) => y.a.rating + y.a.ratingCount / 1000 - (x.a.rating + x.a.ratingCount / 1000))
      .slice(0, 5);
    if (near.length === 0) return null;
    const sights = near.map(({ a }) => ({ name: a.name, category: a.category, hours: a.visitHours }));
    return {
      score: INTENT_SCORE,
      answer: say.places.around({ place: this.journeys.said(place, say), sights }),
      link: this.guideLink(place.name, say),
    };
  }

  private bestTime(placeText: string, say: ChatMessages): KnowledgeHit | null {
    const place = this.engine.geocodeNow(placeText)?.best;
    if (!place) return null;
    const sight: AttractionRecord | undefined =
      this.engine.data.attractions.find((a) => a.name === place.name || a.id === place.id) ??
      this.engine.data.attractions
        .filter((a) => a.nearestTown.toLowerCase() === place.name.toLowerCase())
        .sort((x, y) => y.ratingCount - x.ratingCount)[0];
    if (!sight) return null;
    const answer = say.places.bestTime({
      place: this.journeys.said(place, say),
      months: sight.bestMonths,
      sight: sight.name === place.name ? null : sight.name,
      category: sight.category,
    });
    return { score: INTENT_SCORE, answer, link: this.guideLink(place.name, say) };
  }

  private guideLink(name: string, say: ChatMessages): ChatLink {
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
    return this.destinationSlugs.has(slug)
      ? { label: say.links.guide(name), href: `/destinations/${slug}` }
      : { label: say.links.planner, href: '/planner' };
  }
}
