// The fetch the SDKs call: it sends only to the chosen origin, never follows a redirect (the key
// would travel with it), checks that a reply is an event stream, and counts the reply's bytes
// against the cap. Its failures land in `state.failure`, which wins over whatever the SDK makes of
// them (an SDK wraps a fetch error as a connection error).
import { currentPage, type Endpoint, type PageContext } from "./endpoint";
import { RunError } from "./run-error";
import type { RunAdvice } from "./types";

export interface TransportState {
  bytes: number;
  failure: RunError | null;
  /** Which cap stopped the reply, if one did. */
  capped: "bytes" | "time" | null;
  status: number | null;
  requestId: string | null;
}

export function createTransportState(): TransportState {
  return { bytes: 0, failure: null, capped: null, status: null, requestId: null };
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface TransportOptions {
  readonly endpoint: Endpoint;
  readonly capBytes: number;
  readonly state: TransportState;
  readonly page?: PageContext | null;
  /** The words for raising the byte cap (RunRequest.advice). */
  readonly advice: Pick<RunAdvice, "byteCap">;
}

function urlOf(input: string | URL | Request): URL {
  return new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} bytes`;
}

export function guardedFetch(base: Fetch, options: TransportOptions): Fetch {
  const { endpoint, capBytes, state } = options;
  const page = options.page === undefined ? currentPage() : options.page;
  const fail = (error: RunError): never => {
    state.failure ??= error;
    throw error;
  };
  return async (input, init) => {
    const url = urlOf(input);
    if (url.origin !== endpoint.origin)
      fail(
        new RunError(
          "bad-input",
          `Refused to send the key to ${url.host}: runs go to ${endpoint.host} only.`,
          { host: url.host },
        ),
      );
    const local =
      page && endpoint.addressSpace !== "public" ? { targetAddressSpace: endpoint.addressSpace } : {};
    const response = await base(input, { ...init, redirect: "manual", ...local });
    state.status = response.status;
    state.requestId = response.headers.get("x-request-id") ?? response.headers.get("request-id");
    if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel().catch(() => undefined);
      // A browser hides a redirect it was told not to follow: an opaque redirect has no status and no
      // headers (Fetch standard, "opaque-redirect filtered response"), so only Node can name the target.
      const location = response.headers.get("location");
      let target: string | undefined;
      try {
        target = location ? new URL(location, url).host : undefined;
      } catch {
        target = undefined;
      }
      fail(
        new RunError(
          "redirect",
          target
            ? `${endpoint.host} answered with a redirect (${response.status}) to ${target}. Redirects are not followed, so the key stays with ${endpoint.host}: if ${target} is the right server, use it as the base URL.`
            : `${endpoint.host} answered with a redirect, which is not followed, so the key stays with ${endpoint.host}. ${response.type === "opaqueredirect" ? "The browser does not reveal where it pointed: check" : "Check"} the base URL (http vs https, a missing /v1).`,
          { status: response.status || undefined, host: target, requestId: state.requestId ?? undefined },
        ),
      );
    }
    const type = response.headers.get("content-type") ?? "";
    if (response.ok && !/text\/event-stream/i.test(type)) {
      await response.body?.cancel().catch(() => undefined);
      fail(
        new RunError(
          "not-json",
          /json/i.test(type)
            ? `${endpoint.host} answered with one JSON document instead of an event stream: it does not stream replies, which runs need.`
            : `${endpoint.host} answered with ${type.split(";")[0] || "an untyped body"}, not a model API reply. Check the base URL (OpenAI-compatible servers usually end in /v1).`,
          { status: response.status, requestId: state.requestId ?? undefined },
        ),
      );
    }
    if (!response.body) return response;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const room = capBytes - state.bytes;
        state.bytes += chunk.byteLength;
        if (state.bytes <= capBytes) {
          controller.enqueue(chunk);
          return;
        }
        state.capped ??= "bytes";
        state.bytes = capBytes;
        state.failure ??= new RunError(
          "too-large",
          `The reply passed the cap of ${formatBytes(capBytes)}; reading stopped. Ask for a shorter reply or ${options.advice.byteCap}.`,
          { requestId: state.requestId ?? undefined },
        );
        // What fits still reaches the SDK and the stream ends there (erroring it would drop queued
        // pieces); ending it cancels the response body, which closes the connection.
        if (room > 0) controller.enqueue(chunk.subarray(0, room));
        controller.terminate();
      },
    });
    return new Response(response.body.pipeThrough(counter), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
