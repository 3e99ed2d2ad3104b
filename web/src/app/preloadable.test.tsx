import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting() {
  return <p>loaded screen</p>;
}

/** An import that answers when the test says so. */
function controlledImport() {
  let settle!: { resolve: (module: { default: ComponentType }) => void; reject: (error: Error) => void };
  const importer = vi.fn(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { importer, settle: () => settle };
}

function renderWithFallback(Component: ComponentType) {
  return render(
    <Suspense fallback={<p>fallback</p>}>
      <Component />
    </Suspense>,
  );
}

describe('preloadable', () => {
  it('renders at once, without a fallback, once its code has been loaded ahead', async () => {
    const { importer, settle } = controlledImport();
    const { Component, load } = preloadable(importer);
    const loading = load();
    settle().resolve({ default: Greeting });
    await loading;

    renderWithFallback(Component);
    // Synchronously in the first commit: no fallback was ever on screen.
    expect(screen.queryByText('loaded screen')).not.toBeNull();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy while its code is still on the way, then shows it', async () => {
    const { importer, settle } = controlledImport();
    const { Component } = preloadable(importer);

    renderWithFallback(Component);
    expect(screen.queryByText('fallback')).not.toBeNull();
    await act(async () => settle().resolve({ default: Greeting }));
    expect(await screen.findByText('loaded screen')).toBeTruthy();
  });

  it('asks for the code once however often it is preloaded', async () => {
    const { importer, settle } = controlledImport();
    const { load } = preloadable(importer);
    const first = load();
    const second = load();
    settle().resolve({ default: Greeting });
    expect(await first).toBe(await second);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (offline, a new deployment)', async () => {
    const { importer, settle } = controlledImport();
    const { load } = preloadable(importer);
    const failed = load();
    settle().reject(new Error('chunk failed'));
    await expect(failed).rejects.toThrow('chunk failed');

    const retried = load();
    settle().resolve({ default: Greeting });
    await expect(retried).resolves.toEqual({ default: Greeting });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
