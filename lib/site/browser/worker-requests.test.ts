import { afterEach, describe, expect, it, vi } from "vitest";

import { serveWorkerRequests, startWorker, type WorkerReply } from "./worker-requests";

type Listener = (event: { data: unknown; message?: string; preventDefault?: () => void }) => void;

/** A Worker whose other side is serveWorkerRequests in this thread, answering on the next tick. */
class FakeWorker {
  static last: FakeWorker | null = null;
  readonly listeners = new Map<string, Listener[]>();
  readonly posted: unknown[] = [];
  terminated = false;
  scope = {
    onmessage: null as ((event: MessageEvent<{ id: number; request: number }>) => void) | null,
    postMessage: (reply: WorkerReply<number>) =>
      setTimeout(() => this.emit("message", { data: structuredClone(reply) })),
  };
  constructor() {
    FakeWorker.last = this;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: Parameters<Listener>[0]) {
    if (!this.terminated) for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  postMessage(message: { id: number; request: number }) {
    this.posted.push(message);
    this.scope.onmessage?.({ data: structuredClone(message) } as MessageEvent<{
      id: number;
      request: number;
    }>);
  }
  terminate() {
    this.terminated = true;
  }
}

const halve = (value: number) => {
  if (value % 2 !== 0) throw new Error(`${value} is odd`);
  return value / 2;
};

afterEach(() => vi.unstubAllGlobals());

describe("startWorker with serveWorkerRequests", () => {
  it("posts nothing before the worker is ready, then answers each request by its id", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const client = startWorker<number, number>("worker.js", "test");
    const worker = FakeWorker.last!;
    const answers = [client.request(8), client.request(4)];
    await Promise.resolve();
    expect(worker.posted).toEqual([]);
    serveWorkerRequests(worker.scope, halve);
    expect(await Promise.all(answers)).toEqual([4, 2]);
    expect(worker.posted).toEqual([
      { id: 1, request: 8 },
      { id: 2, request: 4 },
    ]);
  });

  it("rejects a request the handler throws on with its message, and the others still succeed", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const client = startWorker<number, number>("worker.js", "test");
    serveWorkerRequests(FakeWorker.last!.scope, halve);
    await expect(client.request(3)).rejects.toThrow("3 is odd");
    expect(await client.request(6)).toBe(3);
  });

  it("rejects what it holds when the worker crashes or is stopped, and refuses requests after", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const crashed = startWorker<number, number>("worker.js", "test");
    const held = crashed.request(2);
    FakeWorker.last!.emit("error", { data: null, message: "boom", preventDefault: () => {} });
    await expect(held).rejects.toThrow("the test worker stopped: boom");
    expect(crashed.stopped).toBe(true);
    expect(FakeWorker.last!.terminated).toBe(true);

    const stopped = startWorker<number, number>("worker.js", "test");
    const waiting = stopped.request(2);
    stopped.stop();
    await expect(waiting).rejects.toThrow("the test worker was stopped");
    await expect(stopped.request(2)).rejects.toThrow("the test worker was stopped");
  });
});

describe("serveWorkerRequests with an async handler", () => {
  it("answers when the handler's promise settles, and fails with its rejection's message", async () => {
    const posted: WorkerReply<number>[] = [];
    const scope = {
      onmessage: null as ((event: MessageEvent<{ id: number; request: number }>) => void) | null,
      postMessage: (message: WorkerReply<number>) => posted.push(message),
    };
    serveWorkerRequests(scope, async (n: number) => {
      if (n < 0) throw new Error("negative");
      return n * 2;
    });
    scope.onmessage?.({ data: { id: 1, request: 21 } } as MessageEvent<{ id: number; request: number }>);
    scope.onmessage?.({ data: { id: 2, request: -1 } } as MessageEvent<{ id: number; request: number }>);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted).toEqual([
      { type: "ready" },
      { type: "result", id: 1, result: 42 },
      { type: "failed", id: 2, message: "negative" },
    ]);
  });
});
