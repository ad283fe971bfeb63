import type { PlaceRecord, RoadEdge } from './geo.data.js';
import { haversineKm, MinHeap, SpatialGrid, type LngLat } from './geo.math.js';

/** How a stop off the network reaches it: a local road, winding a little, at town speed. */
const ACCESS_DETOUR = 1.3;
const ACCESS_SPEED_KMH = 30;
const ACCESS_CANDIDATES = 3;
/**
 * An expressway route is taken only when it is faster and at most this much longer than the fastest route on ordinary
 * roads: a longer detour costs tolls and fuel for a time saving the model's average speeds cannot promise (Colombo to
 * Ella by the Southern Expressway is 1.6 times the usual road through Ratnapura).
 */
export const EXPRESSWAY_MAX_DETOUR = 1.2;
/**
 * Minutes at each end of a drive for getting out of the start and into the destination (parking, town streets, turning
 * off the main road), which average road speeds leave out; calibrated with the speeds on the reference routes.
 */
export const TERMINAL_MINUTES = 3;
/**
 * When the fastest route is an expressway detour, routes that weigh distance against time (minutes per km, as fuel
 * and tolls do for a driver) are tried in turn, for one that uses the expressway only where it is not a long detour.
 */
const DISTANCE_WEIGHTS = [0.5, 1, 2];

export type PathStep = { readonly edge: number; readonly forward: boolean };

export type PathAnswer = {
  readonly minutes: number;
  readonly km: number;
  readonly steps: readonly PathStep[];
  /** Access from the start point to the first node and from the last node to the end point. */
  readonly startAccess: { readonly node: number; readonly km: number };
  readonly endAccess: { readonly node: number; readonly km: number };
};

const withTerminals = (path: PathAnswer | null): PathAnswer | null =>
  path && (path.steps.length > 0 || path.km > 0) ? { ...path, minutes: path.minutes + 2 * TERMINAL_MINUTES } : path;

type Anchor = { readonly nodes: Int32Array; readonly km: Float64Array; readonly minutes: Float64Array };

/**
 * The road network in compressed adjacency arrays, searched with Dijkstra's algorithm on a binary heap (driving time is
 * the cost). Points off the network join it through their nearest few nodes.
 */
export class RoadGraph {
  readonly nodeCount: number;
  readonly nodeLng: Float64Array;
  readonly nodeLat: Float64Array;
  readonly nodeIds: readonly string[];
  private readonly nodeIndex = new Map<string, number>();
  private readonly offsets: Int32Array;
  private readonly targets: Int32Array;
  private readonly arcEdge: Int32Array;
  private readonly arcForward: Uint8Array;
  private readonly arcMinutes: Float64Array;
  private readonly arcKm: Float64Array;
  private readonly arcExpressway: Uint8Array;
  private readonly grid = new SpatialGrid(0.25);
  private readonly dist: Float64Array;
  private readonly prevArc: Int32Array;
  private readonly heap: MinHeap;

  constructor(
    readonly edges: readonly RoadEdge[],
    places: readonly PlaceRecord[],
  ) {
    const byId = new Map(places.map((p) => [p.id, p]));
    const ids: string[] = [];
    for (const e of edges) {
      for (const id of [e.from, e.to]) {
        if (!this.nodeIndex.has(id)) {
          this.nodeIndex.set(id, ids.length);
          ids.push(id);
        }
      }
    }
    this.nodeIds = ids;
    this.nodeCount = ids.length;
    this.nodeLng = new Float64Array(ids.map((id) => byId.get(id)!.lng));
    this.nodeLat = new Float64Array(ids.map((id) => byId.get(id)!.lat));
    ids.forEach((_, i) => this.grid.insert(i, this.nodeLng[i]!, this.nodeLat[i]!));

    const degree = new Int32Array(this.nodeCount + 1);
    for (const e of edges) {
      degree[this.nodeIndex.get(e.from)! + 1]!++;
      degree[this.nodeIndex.get(e.to)! + 1]!++;
    }
    for (let i = 1; i <= this.nodeCount; i++) degree[i]! += degree[i - 1]!;
    this.offsets = degree;
    const arcs = edges.length * 2;
    this.targets = new Int32Array(arcs);
    this.arcEdge = new Int32Array(arcs);
    this.arcForward = new Uint8Array(arcs);
    this.arcMinutes = new Float64Array(arcs);
    this.arcKm = new Float64Array(arcs);
    this.arcExpressway = new Uint8Array(arcs);
    const fill = Int32Array.from(this.offsets.subarray(0, this.nodeCount));
    edges.forEach((e, index) => {
      const a = this.nodeIndex.get(e.from)!;
      const b = this.nodeIndex.get(e.to)!;
      const minutes = (e.lengthKm / e.speedKmh) * 60;
      for (const [from, to, forward] of [
        [a, b, 1],
        [b, a, 0],
      ] as const) {
        const arc = fill[from]!++;
        this.targets[arc] = to;
        this.arcEdge[arc] = index;
        this.arcForward[arc] = forward;
        this.arcMinutes[arc] = minutes;
        this.arcKm[arc] = e.lengthKm;
        this.arcExpressway[arc] = e.class === 'expressway' ? 1 : 0;
      }
    });
    this.dist = new Float64Array(this.nodeCount);
    this.prevArc = new Int32Array(this.nodeCount);
    this.heap = new MinHeap(arcs + 8);
  }

  node(id: string): number | undefined {
    return this.nodeIndex.get(id);
  }

  /** The node itself when the point is one; otherwise its nearest few nodes with the access distance to each. */
  private anchor(lng: number, lat: number, nodeId?: string): Anchor {
    const exact = nodeId === undefined ? undefined : this.nodeIndex.get(nodeId);
    if (exact !== undefined)
      return { nodes: Int32Array.of(exact), km: Float64Array.of(0), minutes: Float64Array.of(0) };
    const found: { node: number; km: number }[] = [];
    for (let radius = 0.3; found.length < ACCESS_CANDIDATES && radius < 3; radius *= 2) {
      found.length = 0;
      this.grid.visitBox(lng - radius, lat - radius, lng + radius, lat + radius, (i) => {
        found.push({ node: i, km: haversineKm(lat, lng, this.nodeLat[i]!, this.nodeLng[i]!) * ACCESS_DETOUR });
      });
    }
    found.sort((a, b) => a.km - b.km);
    const best = found.slice(0, ACCESS_CANDIDATES);
    return {
      nodes: Int32Array.from(best.map((b) => b.node)),
      km: Float64Array.from(best.map((b) => b.km)),
      minutes: Float64Array.from(best.map((b) => (b.km / ACCESS_SPEED_KMH) * 60)),
    };
  }

  /**
   * The route between two points (each optionally a network node by id): the fastest path, unless it takes an
   * expressway on a detour longer than EXPRESSWAY_MAX_DETOUR times the fastest path on ordinary roads. Then the first
   * path weighing distance against time (DISTANCE_WEIGHTS) that is short enough and still faster than the ordinary
   * roads, or else the ordinary roads' path; null when they are not connected.
   */
  route(
    from: { lng: number; lat: number; id?: string },
    to: { lng: number; lat: number; id?: string },
  ): PathAnswer | null {
    const fastest = this.shortestPath(from, to, false);
    if (!fastest || !fastest.steps.some((s) => this.edges[s.edge]!.class === 'expressway'))
      return withTerminals(fastest);
    const ordinary = this.shortestPath(from, to, true);
    if (!ordinary || fastest.km <= ordinary.km * EXPRESSWAY_MAX_DETOUR) return withTerminals(fastest);
    for (const weight of DISTANCE_WEIGHTS) {
      const path = this.shortestPath(from, to, false, weight);
      if (path && path.km <= ordinary.km * EXPRESSWAY_MAX_DETOUR && path.minutes < ordinary.minutes)
        return withTerminals(path);
    }
    return withTerminals(ordinary);
  }

  /**
   * The fastest path between two points (or, with minutesPerKm, the one with the least time plus that many minutes per
   * km), optionally on ordinary roads only; null when they are not connected.
   */
  shortestPath(
    from: { lng: number; lat: number; id?: string },
    to: { lng: number; lat: number; id?: string },
    avoidExpressways = false,
    minutesPerKm = 0,
  ): PathAnswer | null {
    const start = this.anchor(from.lng, from.lat, from.id);
    const end = this.anchor(to.lng, to.lat, to.id);
    const { dist, prevArc, heap } = this;
    dist.fill(Infinity);
    prevArc.fill(-1);
    heap.clear();
    for (let i = 0; i < start.nodes.length; i++) {
      const n = start.nodes[i]!;
      const cost = start.minutes[i]! + minutesPerKm * start.km[i]!;
      if (cost < dist[n]!) {
        dist[n] = cost;
        heap.push(dist[n]!, n);
      }
    }
    let best = Infinity;
    let bestEnd = -1;
    while (heap.size > 0) {
      if (heap.peekKey() >= best) break;
      const key = heap.peekKey();
      const u = heap.pop();
      if (key > dist[u]!) continue;
      for (let i = 0; i < end.nodes.length; i++) {
        const cost = dist[u]! + end.minutes[i]! + minutesPerKm * end.km[i]!;
        if (end.nodes[i] === u && cost < best) {
          best = cost;
          bestEnd = i;
        }
      }
      for (let arc = this.offsets[u]!; arc < this.offsets[u + 1]!; arc++) {
        if (avoidExpressways && this.arcExpressway[arc] === 1) continue;
        const v = this.targets[arc]!;
        const nd = dist[u]! + this.arcMinutes[arc]! + minutesPerKm * this.arcKm[arc]!;
        if (nd < dist[v]!) {
          dist[v] = nd;
          prevArc[v] = arc;
          heap.push(nd, v);
        }
      }
    }
    if (bestEnd < 0) return null;
    const steps: PathStep[] = [];
    let node = end.nodes[bestEnd]!;
    let km = end.km[bestEnd]!;
    let minutes = end.minutes[bestEnd]!;
    while (prevArc[node]! >= 0) {
      const arc = prevArc[node]!;
      minutes += this.arcMinutes[arc]!;
      const edge = this.arcEdge[arc]!;
      steps.push({ edge, forward: this.arcForward[arc] === 1 });
      km += this.edges[edge]!.lengthKm;
      const e = this.edges[edge]!;
      node = this.nodeIndex.get(this.arcForward[arc] === 1 ? e.from : e.to)!;
    }
    steps.reverse();
    const startIndex = start.nodes.indexOf(node);
    km += start.km[startIndex]!;
    minutes += start.minutes[startIndex]!;
    return {
      minutes,
      km,
      steps,
      startAccess: { node, km: start.km[startIndex]! },
      endAccess: { node: end.nodes[bestEnd]!, km: end.km[bestEnd]! },
    };
  }

  /** The line of a path, from the start point to the end point. */
  geometry(from: LngLat, path: PathAnswer, to: LngLat, into: LngLat[] = []): LngLat[] {
    if (path.startAccess.km > 0 || into.length === 0) into.push(from);
    for (const step of path.steps) {
      const g = this.edges[step.edge]!.geometry;
      if (step.forward) for (let i = 1; i < g.length; i++) into.push(g[i] as LngLat);
      else for (let i = g.length - 2; i >= 0; i--) into.push(g[i] as LngLat);
    }
    if (path.endAccess.km > 0) into.push(to);
    return into;
  }

  /** Road numbers along a path, in order, without repeats in a row. */
  roads(path: PathAnswer): string[] {
    const roads: string[] = [];
    for (const step of path.steps) {
      const road = this.edges[step.edge]!.road;
      if (roads[roads.length - 1] !== road) roads.push(road);
    }
    return roads;
  }
}
