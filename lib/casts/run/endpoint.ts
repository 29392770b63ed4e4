// Where a run goes: the base URL checked, the browser's view of it (mixed content, Local Network
// Access), and the setting to change when a browser cannot reach a local server.
// Sources: Chrome's Local Network Access (developer.chrome.com/blog/local-network-access; MDN
// Request.targetAddressSpace), Ollama's FAQ (OLLAMA_ORIGINS), LM Studio `lms server start --cors`
// (lmstudio.ai/docs/cli/server-start).
import { RunError } from "./run-error";
import { DEFAULT_BASE_URLS, RUN_PANEL_ADVICE, type RunProvider } from "./types";

export type AddressSpace = "loopback" | "local" | "public";

export interface Endpoint {
  /** The base URL as the SDK gets it, without a trailing slash. */
  readonly baseUrl: string;
  readonly origin: string;
  readonly host: string;
  readonly addressSpace: AddressSpace;
}

/**
 * Resolves and checks the base URL; a missing one is the provider's public API. `keyAdvice` says where
 * the caller's user gives a key (RunAdvice.key), for a URL that holds one.
 */
export function resolveEndpoint(
  provider: RunProvider,
  baseUrl: string | undefined,
  keyAdvice: string = RUN_PANEL_ADVICE.key,
): Endpoint {
  const given = baseUrl?.trim() ?? "";
  if (given === "" && provider === "openai-compatible") {
    throw new RunError(
      "bad-input",
      "openai-compatible needs a base URL, e.g. http://localhost:11434/v1 for Ollama or http://localhost:1234/v1 for LM Studio.",
    );
  }
  const text = given === "" ? DEFAULT_BASE_URLS[provider as keyof typeof DEFAULT_BASE_URLS] : given;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RunError(
      "bad-input",
      `The base URL '${text.slice(0, 200)}' is not a URL: write it as http(s)://host[:port]/path.`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new RunError(
      "bad-input",
      `The base URL must start with http:// or https:// (got ${url.protocol}).`,
    );
  if (url.username !== "" || url.password !== "")
    throw new RunError("bad-input", `The base URL must not hold a user name or password: ${keyAdvice}.`);
  if (url.search !== "" || url.hash !== "")
    throw new RunError("bad-input", "The base URL must not hold a query (?…) or fragment (#…).");
  return {
    baseUrl: url.href.replace(/\/+$/, ""),
    origin: url.origin,
    host: url.host,
    addressSpace: addressSpaceOf(url.hostname),
  };
}

/** Loopback and private (RFC 1918, unique-local, link-local) hosts by their literal name. */
export function addressSpaceOf(hostname: string): AddressSpace {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127\./.test(host))
    return "loopback";
  if (/^10\./.test(host) || /^192\.168\./.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host))
    return "local";
  if (/^169\.254\./.test(host) || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe80:/.test(host)) return "local";
  if (host.endsWith(".local")) return "local";
  return "public";
}

/** The page the run starts from, when it runs in a browser. */
export interface PageContext {
  readonly protocol: string;
  readonly hostname: string;
  readonly origin: string;
}

export function currentPage(): PageContext | null {
  const location = (globalThis as { location?: { protocol?: unknown; hostname?: unknown; origin?: unknown } })
    .location;
  if (!location || typeof location.protocol !== "string" || typeof location.hostname !== "string")
    return null;
  return {
    protocol: location.protocol,
    hostname: location.hostname,
    origin: typeof location.origin === "string" ? location.origin : "",
  };
}

/** Refuses before sending what a browser would block as mixed content: an https page calling a public http server. */
export function assertNotMixedContent(endpoint: Endpoint, page: PageContext | null): void {
  if (!page || page.protocol !== "https:" || !endpoint.baseUrl.startsWith("http:")) return;
  if (endpoint.addressSpace !== "public") return; // Local Network Access lets the user allow these
  throw new RunError(
    "mixed-content",
    `This page is served over https, so the browser blocks calls to the plain-http server ${endpoint.host} (mixed content). Serve the model behind https, or run the composer from http://localhost, or use the CLI (casts run).`,
    { host: endpoint.host },
  );
}

const LOCAL_SERVERS: readonly { readonly port: string; readonly name: string; readonly setting: string }[] = [
  {
    port: "11434",
    name: "Ollama",
    setting:
      "start it with OLLAMA_ORIGINS set to this page's origin (e.g. OLLAMA_ORIGINS=%ORIGIN% ollama serve)",
  },
  {
    port: "1234",
    name: "LM Studio",
    setting: "turn on CORS in the server settings, or start it with lms server start --cors",
  },
];

/** The words for a request that got no answer, with the setting to change where the server is known. */
export function unreachableMessage(endpoint: Endpoint, page: PageContext | null, detail: string): string {
  const base = `Could not reach ${endpoint.baseUrl}${detail ? ` (${detail})` : ""}. Check that the server is running and the base URL is right.`;
  if (!page) return base;
  const origin = page.origin || "this page's origin";
  const known = LOCAL_SERVERS.find((server) => new URL(endpoint.baseUrl).port === server.port);
  const cors = known
    ? ` If it is running, the browser may have blocked the call (CORS): for ${known.name}, ${known.setting.replaceAll("%ORIGIN%", origin)}.`
    : ` If it is running, the browser may have blocked the call: the server must allow this page's origin (${origin}) by CORS, with the headers the SDK sends.`;
  const pageSpace = addressSpaceOf(page.hostname);
  const permission =
    endpoint.addressSpace !== "public" && pageSpace === "public"
      ? " The browser also asks once whether this site may connect to devices on your local network: choose Allow (site settings › Local network access)."
      : "";
  return `${base}${cors}${permission}`;
}
