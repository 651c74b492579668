import { lazy, Suspense, useEffect, type ComponentType } from "react";

/**
 * A widget below the story whose code is not part of the page's up-front JavaScript (decision 133).
 *
 * The server renders it in full, so the page reads and works as before the script arrives. In the
 * browser its module is requested while the page hydrates; React keeps the server's HTML for it
 * (a Suspense boundary that has not hydrated yet) and hydrates it in a task of its own when the module
 * arrives, instead of inside the page's one hydration commit. Clicks made before then are handled as
 * without JavaScript: links and forms work natively, and the reactions queue theirs (early-clicks.ts).
 *
 * The server must not suspend (a reader without JavaScript would get the empty fallback), so the
 * route's loader awaits `preload()` before React renders; the component is then resolved at once. On a
 * client navigation the route's `clientLoader` awaits it beside the data, so the widget shows with
 * the page instead of after it.
 */
export function deferredIsland<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  // React settles a lazy component synchronously when its thenable calls back at once, which is
  // what this one does once the module is here: no fallback, no extra render.
  const Lazy = lazy(() =>
    loaded ? settled({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  function DeferredIsland(props: Props) {
    useIslandPending();
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <IslandHydrated />
      </Suspense>
    );
  }
  return Object.assign(DeferredIsland, { preload });
}

/** A thenable that calls back at once, for a module that has already arrived (React only calls `then`). */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled?: (value: T) => unknown) => void onFulfilled?.(value) };
  return thenable as unknown as Promise<T>;
}

/**
 * How many islands on the page have not hydrated yet, shown as `data-islands="pending"` on <html>
 * until the last one has, so tests and tooling can tell when every widget answers clicks. The
 * island's own effect runs before the root marks `data-hydrated`, so the mark is in place by then.
 */
let pending = 0;

function markIslands() {
  if (pending > 0) document.documentElement.dataset.islands = "pending";
  else delete document.documentElement.dataset.islands;
}

function useIslandPending() {
  useEffect(() => {
    pending += 1;
    markIslands();
    return () => {
      pending -= 1;
      markIslands();
    };
  }, []);
}

function IslandHydrated() {
  useEffect(() => {
    pending -= 1;
    markIslands();
    return () => {
      pending += 1;
      markIslands();
    };
  }, []);
  return null;
}
