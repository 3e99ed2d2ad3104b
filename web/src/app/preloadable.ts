import { createElement, lazy, useState, type ComponentType } from 'react';

type ComponentModule = { default: ComponentType };

export interface Preloadable {
  /** Renders the component: at once when its code is in, else through React.lazy (suspending). */
  Component: ComponentType;
  /** Loads its code ahead of the render; the same promise every time once asked for. */
  load: () => Promise<ComponentModule>;
}

/**
 * A lazily loaded component that, once its code has arrived (a preload at start-up or before a
 * move), renders without suspending. React.lazy suspends on its first render however early the
 * code came, and a Suspense fallback shown then delays what replaces it by up to 300 ms (React
 * keeps a fallback up at least that long once shown). Each mount keeps the way it started, so a
 * component is never swapped for another mid-life.
 */
export function preloadable(importer: () => Promise<ComponentModule>): Preloadable {
  let loading: Promise<ComponentModule> | null = null;
  let loaded: ComponentType | null = null;
  const load = () => {
    loading ??= importer().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed chunk load (offline, a new deployment) is tried again on the next call.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(load);
  function Component() {
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Chosen);
  }
  return { Component, load };
}
