import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { afterFirstPaint, APPROACH_EVENTS, onApproach } from "./wake";

/** A PerformanceObserver the test feeds paint entries to, as the browser would once a frame is shown. */
class FakePaintObserver {
  static observers: FakePaintObserver[] = [];
  observing = false;
  constructor(
    private readonly callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void,
  ) {
    FakePaintObserver.observers.push(this);
  }
  observe(options: { type: string; buffered: boolean }) {
    expect(options).toEqual({ type: "paint", buffered: true });
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  static report(...names: string[]) {
    for (const observer of FakePaintObserver.observers)
      if (observer.observing)
        observer.callback({ getEntriesByName: (wanted) => names.filter((name) => name === wanted) });
  }
}

let doc: { visibilityState: "visible" | "hidden"; activeElement?: unknown };

beforeEach(() => {
  vi.useFakeTimers();
  doc = { visibilityState: "visible" };
  FakePaintObserver.observers = [];
  vi.stubGlobal("document", doc);
  vi.stubGlobal("PerformanceObserver", FakePaintObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("afterFirstPaint", () => {
  it("waits for the first contentful paint, not the first paint, and runs once", () => {
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(100);
    FakePaintObserver.report("first-paint");
    expect(then).not.toHaveBeenCalled();
    FakePaintObserver.report("first-paint", "first-contentful-paint");
    expect(then).toHaveBeenCalledTimes(1);
    // Nothing that would have started it later starts it again.
    FakePaintObserver.report("first-contentful-paint");
    vi.advanceTimersByTime(10_000);
    expect(then).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.observers.every((observer) => !observer.observing)).toBe(true);
  });

  it("runs at once in a hidden tab, which paints nothing until it is shown", () => {
    doc.visibilityState = "hidden";
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.observers).toEqual([]);
  });

  it("runs after two seconds when no paint is reported (a tab hidden while it loads)", () => {
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(1999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    FakePaintObserver.report("first-contentful-paint");
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe("onApproach", () => {
  /** A root that records its listeners and holds one element, `inside`. */
  function fakeRoot() {
    const inside = {};
    const listeners = new Map<string, () => void>();
    const root = {
      contains: (element: unknown) => element === inside,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    return { inside, listeners, root: root as unknown as HTMLElement };
  }

  it("starts once, on the first approach of any kind, a changed text included, and stops listening", () => {
    const { listeners, root } = fakeRoot();
    const start = vi.fn();
    onApproach(root, start);
    expect(start).not.toHaveBeenCalled();
    expect([...listeners.keys()]).toEqual([...APPROACH_EVENTS]);
    expect(APPROACH_EVENTS).toContain("input");
    listeners.get("input")?.();
    expect(start).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it("starts at once when the focus is already in the root (the reader got there before the code)", () => {
    const { inside, listeners, root } = fakeRoot();
    doc.activeElement = inside;
    const start = vi.fn();
    onApproach(root, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });
});
