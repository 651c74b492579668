import { useEffect, useState, type ComponentType } from "react";

// Components whose module has arrived, by loader: a later mount (a form remounted to clear it, a page
// visited again) renders them at once instead of going through its placeholder a second time.
const arrived = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Loads a component's module once `wanted` turns true and returns the component when it has arrived
 * (null until then; at once when an earlier mount already loaded it). Unlike React.lazy with Suspense,
 * nothing here waits on timers, so the reveal depends only on the module download.
 */
export function useLazyComponent<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  wanted: boolean,
): ComponentType<Props> | null {
  const [component, setComponent] = useState<{ current: ComponentType<Props> } | null>(() => {
    const known = arrived.get(load);
    return known ? { current: known as ComponentType<Props> } : null;
  });
  useEffect(() => {
    if (!wanted || component) return;
    let active = true;
    load().then((module) => {
      arrived.set(load, module.default);
      if (active) setComponent({ current: module.default });
    });
    return () => {
      active = false;
    };
  }, [wanted, component, load]);
  return component?.current ?? null;
}
