import { useEffect, useState, type ComponentType } from "react";

/**
 * Loads a component's module once `wanted` turns true and returns the component when it has arrived
 * (null until then). Unlike React.lazy with Suspense, nothing here waits on timers, so the reveal
 * depends only on the module download.
 */
export function useLazyComponent<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  wanted: boolean,
): ComponentType<Props> | null {
  const [component, setComponent] = useState<{ current: ComponentType<Props> } | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let active = true;
    load().then((module) => {
      if (active) setComponent({ current: module.default });
    });
    return () => {
      active = false;
    };
  }, [wanted, component, load]);
  return component?.current ?? null;
}
