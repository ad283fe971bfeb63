/**
 * What a page's long tasks were made of, from a Chromium trace recorded with the CPU profiler on (see
 * TRACE_CATEGORIES): for the renderer's main thread, each task over `minMs` with the time in each kind of work
 * (scripts, style, layout, paint, garbage collection), and the functions the sampling profiler found running in
 * those tasks (self time), named through the build's source maps when they are there. Used by bench/plan-page.bench.ts
 * with BENCH_TRACE set.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, unknown> & { name?: string; data?: Record<string, unknown> };
};

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The kind of work a trace event is, for the per-task breakdown. */
function kindOf(name: string): string {
  if (/GC|Scavenge|MarkCompact/i.test(name)) return 'gc';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles' || name === 'ParseAuthorStyleSheet') return 'style';
  if (name === 'Layout' || name === 'UpdateLayerTree') return 'layout';
  if (
    name === 'Paint' ||
    name === 'PrePaint' ||
    name === 'Layerize' ||
    name === 'CompositeLayers' ||
    name === 'Commit' ||
    name === 'RasterTask'
  )
    return 'paint';
  if (name === 'HitTest') return 'hit test';
  if (name === 'ParseHTML') return 'parse html';
  if (
    name === 'FunctionCall' ||
    name === 'EvaluateScript' ||
    name === 'v8.compile' ||
    name === 'v8.run' ||
    name === 'V8.Execute' ||
    name === 'TimerFire' ||
    name === 'EventDispatch' ||
    name === 'FireAnimationFrame' ||
    name === 'v8.callFunction'
  )
    return 'script';
  return 'other';
}

/** Maps a minified position to its source through `<file>.map` in the build, when there is one. */
class SourceMaps {
  private readonly maps = new Map<
    string,
    { sources: string[]; lines: [number, number, number, number, string | undefined][][] } | null
  >();

  constructor(private readonly distDir: string | null) {}

  name(frame: CallFrame): string {
    const fn = frame.functionName || '(anonymous)';
    if (!frame.url) return fn;
    const file = frame.url.replace(/^https?:\/\/[^/]+\//, '');
    const at = this.lookup(file, frame.lineNumber, frame.columnNumber);
    return at
      ? `${at.name ?? fn} ${at.source}:${at.line + 1}`
      : `${fn} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  }

  private lookup(file: string, line: number, column: number): { source: string; line: number; name?: string } | null {
    if (!this.distDir) return null;
    if (!this.maps.has(file)) this.maps.set(file, this.load(file));
    const map = this.maps.get(file);
    const segments = map?.lines[line];
    if (!map || !segments || segments.length === 0) return null;
    let best = segments[0]!;
    for (const s of segments) if (s[0] <= column) best = s;
    const source = map.sources[best[1]]!.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
    return { source, line: best[2], ...(best[4] ? { name: best[4] } : {}) };
  }

  private load(file: string) {
    const mapFile = path.join(this.distDir!, `${file}.map`);
    if (!existsSync(mapFile)) return null;
    const raw = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; names: string[]; mappings: string };
    return { sources: raw.sources, lines: decodeMappings(raw.mappings, raw.names) };
  }
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source map v3 mappings: per generated line, [column, source, original line, original column, name]. */
function decodeMappings(
  mappings: string,
  names: readonly string[],
): [number, number, number, number, string | undefined][][] {
  const lines: [number, number, number, number, string | undefined][][] = [];
  let source = 0;
  let line = 0;
  let column = 0;
  let name = 0;
  for (const text of mappings.split(';')) {
    const row: [number, number, number, number, string | undefined][] = [];
    let generated = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      generated += values[0]!;
      if (values.length < 4) continue;
      source += values[1]!;
      line += values[2]!;
      column += values[3]!;
      let named: string | undefined;
      if (values.length >= 5) {
        name += values[4]!;
        named = names[name];
      }
      row.push([generated, source, line, column, named]);
    }
    lines.push(row);
  }
  return lines;
}

const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;

/** Prints the breakdown of the main thread's tasks over `minMs` in the trace at `file`. */
export function summariseTrace(
  file: string,
  { minMs = 50, distDir = null as string | null, top = 25, window = 'bench-edit' } = {},
): void {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  // The page's main thread: the renderer main thread that ran the most script.
  const mains = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`);
  const scriptTime = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && e.name === 'FunctionCall' && mains.includes(`${e.pid}:${e.tid}`))
      scriptTime.set(`${e.pid}:${e.tid}`, (scriptTime.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...scriptTime].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) {
    console.log('trace: no renderer main thread found');
    return;
  }
  const onMain = events
    .filter((e) => `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Only the tasks inside windows the page marked (performance.mark `${window}-start` … `${window}-end`), when it did.
  const windows: [number, number][] = [];
  for (const e of onMain) {
    if (e.name === `${window}-start`) windows.push([e.ts, Infinity]);
    if (e.name === `${window}-end` && windows.length > 0) windows.at(-1)![1] = e.ts;
  }
  const inWindow = (e: TraceEvent) =>
    windows.length === 0 || windows.some(([from, to]) => e.ts + (e.dur ?? 0) >= from && e.ts <= to);
  const tasks = onMain.filter(
    (e) => e.ph === 'X' && TASK_NAMES.has(e.name) && (e.dur ?? 0) >= minMs * 1000 && inWindow(e),
  );

  // Self time by kind within each long task (complete events only; nested ones are subtracted from their parent).
  const kinds = new Map<string, number>();
  const names = new Map<string, number>();
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const stack: { e: TraceEvent; child: number }[] = [];
    const close = (upTo: number) => {
      while (stack.length > 0 && stack.at(-1)!.e.ts + stack.at(-1)!.e.dur! <= upTo) {
        const { e, child } = stack.pop()!;
        const self = e.dur! - child;
        kinds.set(kindOf(e.name), (kinds.get(kindOf(e.name)) ?? 0) + self);
        names.set(e.name, (names.get(e.name) ?? 0) + self);
        if (stack.length > 0) stack.at(-1)!.child += e.dur!;
      }
    };
    let topLevel = 0;
    for (const e of inside) {
      close(e.ts);
      if (stack.length === 0) topLevel += e.dur!;
      stack.push({ e, child: 0 });
    }
    close(Infinity);
    kinds.set('task (untraced)', (kinds.get('task (untraced)') ?? 0) + task.dur! - topLevel);
  }

  // CPU samples on the main thread, inside the long tasks.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const [pid, tid] = main.split(':').map(Number);
  const profileIds = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id),
  );
  const clock = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'Profile' && profileIds.has(e.id))
      clock.set(e.id!, Number((e.args?.data as { startTime?: number } | undefined)?.startTime ?? e.ts));
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !profileIds.has(e.id)) continue;
    const data = e.args?.data as
      { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let t = clock.get(e.id!) ?? e.ts;
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      t += deltas[i] ?? 0;
      samples.push({ ts: t, node });
    });
    clock.set(e.id!, t);
  }
  const taskAt = (ts: number) => tasks.findIndex((task) => ts >= task.ts && ts <= task.ts + task.dur!);
  const perTask = tasks.map(() => new Map<string, number>());
  const maps = new SourceMaps(distDir);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let sampled = 0;
  const sorted = samples.sort((a, b) => a.ts - b.ts);
  for (let i = 0; i < sorted.length; i++) {
    const { ts, node } = sorted[i]!;
    const at = taskAt(ts);
    if (at < 0) continue;
    const weight = (sorted[i + 1]?.ts ?? ts) - ts;
    sampled += weight;
    let current = nodes.get(node);
    if (!current) continue;
    const leaf = maps.name(current.callFrame);
    self.set(leaf, (self.get(leaf) ?? 0) + weight);
    const seen = new Set<string>();
    while (current) {
      const name = maps.name(current.callFrame);
      if (!seen.has(name)) {
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + weight);
        if (name.includes(' src/')) perTask[at]!.set(name, (perTask[at]!.get(name) ?? 0) + weight);
      }
      current = current.parent === undefined ? undefined : nodes.get(current.parent);
    }
  }

  const taskTime = tasks.reduce((sum, t) => sum + t.dur!, 0);
  console.log(
    `\ntrace ${file}: ${tasks.length} main-thread tasks over ${minMs} ms, ${ms(taskTime)} in all (longest ${ms(Math.max(0, ...tasks.map((t) => t.dur!)))})`,
  );
  console.log(
    `  by kind (self time): ${[...kinds]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(', ')}`,
  );
  console.log(
    `  by event (self time): ${[...names]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(', ')}`,
  );
  const list = (title: string, table: Map<string, number>) => {
    console.log(`  ${title} (of ${ms(sampled)} sampled):`);
    for (const [name, us] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`    ${ms(us).padStart(8)}  ${name}`);
  };
  tasks.forEach((task, i) => {
    const ours = [...perTask[i]!].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `  task ${i + 1}: ${ms(task.dur!)}; in the app's own code: ${ours.map(([name, us]) => `${name.split(' ')[0]} ${ms(us)}`).join(', ')}`,
    );
  });
  list('functions, self time', self);
  list('functions, total time', total);
}
