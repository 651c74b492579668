// What a page's main thread did between a touch and the frame that showed it, read from a Chrome trace
// (`browser.startTracing` with `traceCategories`). `npm run bench:first-touch -- --trace <dir>` prints it
// per touch and keeps the trace, which DevTools' Performance panel opens.

/** The categories the summary reads: the main thread's tasks and what they ran, input and frames. */
export const traceCategories = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "v8.execute",
  "blink.user_timing",
  "input",
  "latencyInfo",
];

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string; url?: string; frame?: string }; name?: string };
};

/** The kinds of work a task can hold, as the Performance panel names them. */
const kinds: Record<string, string> = {
  EventDispatch: "event",
  FunctionCall: "script",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  "v8.compileModule": "compile",
  "v8.compile": "compile",
  TimerFire: "timer",
  FireAnimationFrame: "frame callback",
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "pre-paint",
  Paint: "paint",
  Layerize: "layerize",
  Commit: "commit",
  "Document::updateStyleAndLayoutTree": "style",
};

export type TaskSummary = { start: number; duration: number; work: string };

/**
 * The main thread's tasks from the touch's first input event to `until` (milliseconds after it), each
 * with its start and length (ms from the touch) and its work by kind, the largest first: "style 84,
 * paint 21". The renderer is the one that dispatched the touch's events.
 */
export function summariseTrace(json: string, until: number): { touchAt: number; tasks: TaskSummary[] } {
  const events = (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents;
  const input = events.find(
    (e) =>
      e.name === "EventDispatch" &&
      ["touchstart", "pointerdown", "mousedown", "keydown"].includes(e.args?.data?.type ?? ""),
  );
  if (!input) return { touchAt: 0, tasks: [] };
  const main = events.filter((e) => e.pid === input.pid && e.tid === input.tid && e.ph === "X");
  const touchAt = input.ts;
  const end = touchAt + until * 1000;
  // One name per task: "RunTask" where the trace has it, else the scheduler's own.
  const taskName = main.some((e) => e.name === "RunTask") ? "RunTask" : "ThreadControllerImpl::RunTask";
  const tasks = main.filter((e) => e.name === taskName);
  return {
    touchAt,
    tasks: tasks
      .filter(
        (task) => task.ts + (task.dur ?? 0) >= touchAt - 300_000 && task.ts <= end && (task.dur ?? 0) >= 1000,
      )
      .map((task) => {
        const inside = main.filter(
          (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0),
        );
        // Count each kind once per nesting: a style recalc inside a script is the script's time too,
        // so the figures are inclusive and can add up to more than the task.
        const totals = new Map<string, number>();
        for (const event of inside) {
          const kind = kinds[event.name];
          if (!kind) continue;
          const outer = inside.some(
            (other) =>
              other !== event &&
              kinds[other.name] === kind &&
              other.ts <= event.ts &&
              other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
              (other.dur ?? 0) > (event.dur ?? 0),
          );
          if (outer) continue;
          const label =
            kind === "event"
              ? `${event.args?.data?.type ?? "event"}`
              : kind === "script" && event.args?.data?.url
                ? `script ${event.args.data.url.split("/").pop()}`
                : kind;
          totals.set(label, (totals.get(label) ?? 0) + (event.dur ?? 0));
        }
        const work = [...totals]
          .filter(([, us]) => us >= 500)
          .sort((a, b) => b[1] - a[1])
          .map(([label, us]) => `${label} ${(us / 1000).toFixed(0)}`)
          .join(", ");
        return {
          start: Math.round((task.ts - touchAt) / 1000),
          duration: Math.round((task.dur ?? 0) / 1000),
          work,
        };
      }),
  };
}
