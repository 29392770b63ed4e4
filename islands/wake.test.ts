import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { afterFirstPaint } from "./wake";

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

let doc: { visibilityState: "visible" | "hidden" };

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
