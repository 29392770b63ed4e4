import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { afterFirstPaint } from "./wake";

/** A PerformanceObserver the test feeds paint entries to, as the browser would once a frame is shown. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ["paint", "resource"];
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

/** A document whose visibility the test sets, firing visibilitychange as a browser does. */
class FakeDocument extends EventTarget {
  visibilityState: "visible" | "hidden" = "visible";
  hide() {
    this.visibilityState = "hidden";
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

let doc: FakeDocument;

beforeEach(() => {
  vi.useFakeTimers();
  doc = new FakeDocument();
  FakePaintObserver.observers = [];
  vi.stubGlobal("document", doc);
  vi.stubGlobal("PerformanceObserver", FakePaintObserver);
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 16));
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
    doc.hide();
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

  it("runs when the tab is hidden before the paint, or after two seconds with no paint reported", () => {
    const hidden = vi.fn();
    afterFirstPaint(hidden);
    doc.hide();
    expect(hidden).toHaveBeenCalledTimes(1);

    doc.visibilityState = "visible";
    const unreported = vi.fn();
    afterFirstPaint(unreported);
    vi.advanceTimersByTime(1999);
    expect(unreported).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(unreported).toHaveBeenCalledTimes(1);
  });

  it("without paint timing, runs in the frame after the next one", () => {
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: ["resource"] });
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(16);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
