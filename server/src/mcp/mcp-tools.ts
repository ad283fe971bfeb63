import type { CallToolResult, Tool, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from 'pino';
import { z } from 'zod';
import { graphqlCodeOf, isDomainError } from '../lib/errors/domain-error.js';
import { unavailableErrorFor } from '../lib/errors/unavailable.js';
import { parseInput } from '../lib/errors/validation.js';
import { INTERNAL_MESSAGE } from '../lib/http/error-handler.js';
import type { RequestAuth } from '../modules/accounts/request-auth.js';
import { businessCategories } from '../modules/business/business-category.js';
import { presentBusiness } from '../modules/business/business.module.js';
import { PLAN_EDIT_KINDS } from '../modules/planner/planner.schema.js';
import type { Trip } from '../modules/trips/trip.entity.js';
import type { RequestServices } from '../http/request-services.js';
import { exceedsJsonLength } from '../graphql/response-size.js';

/** What one tool call uses: its own services (its own EntityManager fork) and caller, as one GraphQL request gets. */
export type ToolScope = { readonly services: RequestServices; readonly auth: RequestAuth };

/** What the tool calls of one MCP request share: who sent it, and a scope opened afresh for each call. */
export type McpScope = {
  /** A new scope: each message of a batch is served as a request of its own, so their writes cannot meet. */
  readonly open: () => ToolScope;
  readonly clientIp: string;
  readonly requestId: string;
  readonly logger: Logger;
  /** The GraphQL response limit, in bytes of JSON: no tool's answer may be larger, nor a batch's answers together. */
  readonly maxResultLength: number;
};

type McpTool = {
  readonly listed: Tool;
  readonly call: (args: Record<string, unknown>, scope: ToolScope) => Promise<object>;
};

const text = (description: string) => z.string().describe(description);
const whole = (description: string) => z.number().int().describe(description);

/**
 * A tool: what tools/list says of it (its arguments' JSON Schema made once, from the same zod shape), and its call,
 * which reads the arguments with that shape the way every input is read (`parseInput`: the first problem, named, in
 * the API's words, such as "Days must be a number.") before `run` sees them.
 */
function tool<Shape extends z.ZodRawShape>(
  name: string,
  config: { title: string; description: string; inputSchema: Shape; annotations: ToolAnnotations },
  run: (args: z.output<z.ZodObject<Shape>>, scope: ToolScope) => Promise<object>,
): McpTool {
  const schema = z.object(config.inputSchema);
  const inputSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as Tool['inputSchema'];
  return {
    listed: {
      name,
      title: config.title,
      description: config.description,
      inputSchema,
      annotations: config.annotations,
    },
    call: (args, scope) => run(parseInput(schema, args), scope),
  };
}

/**
 * The tools an AI agent sees at /mcp. Each calls one service method (the one the GraphQL resolver calls, so
 * validation, rate limits and messages are the same) and answers its result as JSON text. The arguments' schemas
 * check the shapes (a number where a number goes); the services check the values and say what is wrong, in GraphQL's
 * words. What leaves is what REST and GraphQL show: listings through the directory's public presenter, never an owner.
 * `list_my_trips`, `plan_trip` and `edit_trip_plan` act for an account: they need its bearer token on the request, as
 * the GraphQL fields do.
 */
const TOOLS: readonly McpTool[] = [
  tool(
    'search_places',
    {
      title: 'Search places in Sri Lanka',
      description:
        'Finds a place in Sri Lanka by name (towns, villages, sights, stations, airports; typos and other spellings allowed) and the sights whose name matches. ' +
        'Answers `place` (the best match, with its district and coordinates), other plausible `alternatives`, and `attractions` (ids usable in edit_trip_plan).',
      inputSchema: {
        query: text('A place name, e.g. "Ella", "Temple of the Tooth", "CMB".'),
        first: whole('How many sights, 1 to 20 (8 when left out).').optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, first }, { services }) => {
      const attractions = services.planner.searchAttractions({ query, first });
      const found = await services.geo.geocode({ query }).catch((error: unknown) => {
        // No town of that name is an answer here (the sights may still match), not a failed call.
        if (isDomainError(error) && error.category === 'NOT_FOUND') return null;
        throw error;
      });
      return { place: found?.best ?? null, alternatives: found?.alternatives ?? [], attractions };
    },
  ),
  tool(
    'get_route',
    {
      title: 'Driving route',
      description:
        'A driving route between two places in Sri Lanka, through up to 8 waypoints: distance in km, driving time and each leg.',
      inputSchema: {
        from: text('Where the route starts: a place name.'),
        to: text('Where it ends: a place name.'),
        waypoints: z.array(z.string()).describe('Places to pass through, in order (at most 8).').optional(),
        optimize: z
          .boolean()
          .describe('Visit the waypoints in the fastest order instead of the order given.')
          .optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ from, to, waypoints, optimize }, { services }) => {
      const named = (value: string) => ({ text: value });
      const route = await services.geo.route({
        from: named(from),
        to: named(to),
        waypoints: waypoints?.map(named),
        optimize,
      });
      return withoutGeometry(route);
    },
  ),
  tool(
    'get_destination',
    {
      title: 'Destination guide',
      description:
        'One of TripMate\'s destination guides by its slug (for example "ella", "kandy", "galle"): what to see, when to go, how to get there. Left out, answers the list of guides.',
      inputSchema: { slug: text('The guide\'s slug, e.g. "ella".').optional() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ slug }, { services }) => {
      const guides = services.content.destinations();
      if (slug === undefined) return { destinations: guides.map(({ slug: s, name }) => ({ slug: s, name })) };
      const guide = services.content.destination(slug);
      if (!guide)
        throw new ToolInputError(
          `There is no guide "${slug}". The guides are: ${guides.map((g) => g.slug).join(', ')}.`,
        );
      return guide;
    },
  ),
  tool(
    'search_businesses',
    {
      title: 'Search the business directory',
      description:
        "Listings in TripMate's directory of local businesses (guesthouses, drivers, surf schools…): newest first, or the best matches of `query` (full text, typos and Sinhala or Tamil names allowed), " +
        'or the nearest first around `near`; filtered by category and district.',
      inputSchema: {
        query: text('Words to search for, ranked by how well listings match (typos allowed).').optional(),
        search: text(
          'Older form: words that must all appear in the name, address or description. Not with query or near.',
        ).optional(),
        category: z.enum(businessCategories).describe('Only this category.').optional(),
        district: text('Only this district, e.g. "Badulla".').optional(),
        near: z
          .object({ lat: z.number(), lng: z.number(), radiusKm: z.number().optional() })
          .describe(
            "Only listings within radiusKm (default as the API's) of this point, nearest first; each answer then has its distanceKm.",
          )
          .optional(),
        first: whole('How many, 1 to 100 (20 when left out).').optional(),
        after: text('The endCursor of the previous page.').optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args, { services }) => {
      const page = await services.business.list(args);
      return {
        businesses: page.edges.map((edge) =>
          edge.distanceKm === null
            ? presentBusiness(edge.node)
            : { ...presentBusiness(edge.node), distanceKm: edge.distanceKm },
        ),
        hasNextPage: page.hasNextPage,
        endCursor: page.endCursor,
      };
    },
  ),
  tool(
    'plan_trip',
    {
      title: 'Plan a trip',
      description:
        'Plans a day-by-day trip in Sri Lanka for the signed-in traveller (needs their bearer token): bases, stops, travel times and a budget in LKR. ' +
        'The plan is kept a day unless saved in the app; edit it with edit_trip_plan using its id and version.',
      inputSchema: {
        start: text('Where the trip starts: a town, sight or airport.'),
        end: text('Where it ends.'),
        days: whole('Days, 1 to 30.'),
        people: whole('Travellers, 1 to 20.'),
        budget: whole('The whole budget in LKR, at least 1,000.'),
        startDate: text('The first day, YYYY-MM-DD (seasons and closures depend on it).').optional(),
        stops: z.array(z.string()).describe('Towns to stay at or pass through, in order (at most 8).').optional(),
        customPlaces: z.array(z.string()).describe('Sights the traveller wants to see (at most 10).').optional(),
        notes: text('What the traveller loves or needs, in their words.').optional(),
        traveller: z
          .object({
            residency: z.enum(['FOREIGN', 'SAARC', 'RESIDENT']).optional(),
            childAges: z.array(z.number().int()).optional(),
          })
          .describe("Where they live (entry fees differ) and the children's ages.")
          .optional(),
        language: text(
          "The language to write the plan in: en (English), si (Sinhala) or ta (Tamil). Left out: the account's Language setting, else English.",
        ).optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async (args, { services, auth }) => withoutGeometry(await services.planner.plan(await auth.requireUser(), args)),
  ),
  tool(
    'list_my_trips',
    {
      title: 'My saved plans and trips',
      description:
        "The signed-in traveller's saved plans (newest first) and the trips on their dashboard. Needs their bearer token.",
      inputSchema: {},
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (_args, { services, auth }) => {
      const user = await auth.requireUser();
      return { plans: await services.planner.list(user), trips: (await services.trips.list(user)).map(presentTrip) };
    },
  ),
  tool(
    'edit_trip_plan',
    {
      title: 'Edit a plan',
      description:
        "Changes one of the signed-in traveller's plans made on `version` (from plan_trip or the app), all edits or none: " +
        'MOVE_STOP attractionId to day (at index, else last); REMOVE_STOP attractionId; ADD_STOP attractionId (from search_places) on day; ' +
        'ADD_NIGHT or REMOVE_NIGHT at the base placeId; SWAP_DAYS day and otherDay (what they visit; where the traveller sleeps stays). Times, legs and budget are recomputed. A plan changed since `version` is refused with the current version.',
      inputSchema: {
        id: text("The plan's id."),
        version: whole('The version the edits were made on.'),
        edits: z
          .array(
            z.object({
              kind: z.enum(PLAN_EDIT_KINDS),
              attractionId: z.string().optional(),
              placeId: z.string().optional(),
              day: z.number().int().optional(),
              index: z.number().int().optional(),
              otherDay: z.number().int().optional(),
            }),
          )
          .describe('At most 20, applied in order.'),
        idempotencyKey: z
          .string()
          .optional()
          .describe(
            'Your own name for this change (16 to 100 letters, digits, - or _; a UUID), the same on every retry: a retry after a lost answer is then applied once and answered with replayed true.',
          ),
      },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    async ({ id, version, edits, idempotencyKey }, { services, auth }) => {
      const edited = await services.planner.edit(await auth.requireUser(), id, { version, edits, idempotencyKey });
      return { ...edited, plan: withoutGeometry(edited.plan) };
    },
  ),
];

/** What tools/list answers: every tool, its arguments' JSON Schema and hints. */
export const listedTools: readonly Tool[] = TOOLS.map((t) => t.listed);
const toolsByName = new Map(TOOLS.map((t) => [t.listed.name, t]));

/**
 * Calls a tool by name in a scope of its own and answers its result or its error, or null when there is no such tool
 * (a protocol error the caller words). The arguments are read by the tool; an agent that sent none sent {}.
 */
export function callTool(
  name: string,
  args: Record<string, unknown> | undefined,
  scope: McpScope,
): Promise<CallToolResult> | null {
  const found = toolsByName.get(name);
  if (!found) return null;
  return answer(scope, () => found.call(args ?? {}, scope.open()));
}

/** A mistake in a tool's arguments that no service checks (an unknown guide). */
class ToolInputError extends Error {}

/**
 * Runs a tool and answers its result, or its error the way GraphQL words it: a domain error keeps its message and
 * code (with the field and the wait when there are), anything else is logged and answered without internals.
 *
 * A result is sent once, as the JSON text of its one content block. Every MCP version reads `content`;
 * `structuredContent` (2025-06-18 on) is optional for a tool that declares no output schema, and a tool that sends it
 * SHOULD send the same JSON as text too, for older clients (among them 2025-03-26's, the version with batches). So
 * the text is the one copy every client reads; sending both doubled every answer.
 */
async function answer(scope: McpScope, run: () => Promise<object>): Promise<CallToolResult> {
  try {
    const result = await run();
    // Before serialising: an answer larger than the limit is refused without being built as one long string.
    if (exceedsJsonLength(result, scope.maxResultLength))
      return tooLarge(
        `The answer is larger than ${scope.maxResultLength} bytes; ask for less (a smaller page or a shorter trip).`,
      );
    return { content: [{ type: 'text', text: JSON.stringify(result) }] };
  } catch (error) {
    if (error instanceof ToolInputError) return failure(error.message, { code: 'BAD_USER_INPUT' });
    const known = isDomainError(error) ? error : unavailableErrorFor(error);
    if (known) {
      return failure(known.message, {
        code: graphqlCodeOf[known.category],
        reason: known.code,
        ...(known.details.field ? { field: known.details.field } : {}),
        ...(known.details.retryAfterSeconds ? { retryAfterSeconds: known.details.retryAfterSeconds } : {}),
      });
    }
    scope.logger.error({ err: error, requestId: scope.requestId }, 'unexpected MCP tool error');
    return failure(INTERNAL_MESSAGE, { code: 'INTERNAL_SERVER_ERROR', requestId: scope.requestId });
  }
}

/** A tool's refusal of an answer too large to send. */
export const tooLarge = (message: string): CallToolResult => failure(message, { code: 'RESPONSE_TOO_LARGE' });

/**
 * A tool's error: its message as the text an agent reads, and the code (field, wait) beside it for a program. Small
 * by nature, so the message is in both.
 */
function failure(message: string, error: Record<string, unknown>): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: message }],
    structuredContent: { error: { message, ...error } },
  };
}

/** A trip as the GraphQL type shows it: its fields, not its owner. */
function presentTrip(trip: Trip) {
  const { id, startingLocation, stops, finalDestination, travelers, startDate, endDate, budget, createdAt } = trip;
  return {
    id,
    startingLocation,
    stops,
    finalDestination,
    travelers,
    startDate: startDate ?? null,
    endDate: endDate ?? null,
    budget,
    createdAt,
  };
}

/**
 * A route or plan without the lines its legs are drawn with: a map needs them, an agent reading the answer does not,
 * and they are most of its size.
 */
function withoutGeometry<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, item) => (key === 'geometry' ? undefined : item)) as T;
}
