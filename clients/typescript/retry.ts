// Retries made safe by idempotency keys.
//
// Every POST or PUT on a game carries an `Idempotency-Key` (a fresh random
// one unless the caller set one), and its retries send the same key: the
// service does the work at most once, and a retry of a request whose answer
// was lost gets that first answer back (`Idempotent-Replayed: true`).
//
// Retried: connection failures, 502/503/504, 409 `idempotency_key_in_use`
// (the first try still runs) and 429 `rate_limited` / `too_many_streams`,
// with exponential backoff and jitter, or the server's `Retry-After`.
import { ServiceUnreachable } from "./errors.js";

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Milliseconds before the first retry; doubles each time. */
  baseDelayMs: number;
  /** No wait is longer, whatever Retry-After says. */
  maxDelayMs: number;
  statuses: readonly number[];
  codes: readonly string[];
  sleep: (ms: number) => Promise<void>;
}

export const defaultRetryPolicy: RetryPolicy = {
  attempts: 6,
  baseDelayMs: 250,
  maxDelayMs: 10_000,
  statuses: [502, 503, 504],
  codes: ["idempotency_key_in_use", "rate_limited", "too_many_streams", "service_unavailable"],
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const REPLAYED_HEADER = "Idempotent-Replayed";

/** A random key of 43 characters of A-Za-z0-9_- (256 bits): strong enough without a token. */
export function idempotencyKey(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
}

/** Milliseconds to wait before retry number `attempt` (0 for the first). */
export function retryDelayMs(policy: RetryPolicy, attempt: number, retryAfterSeconds?: number): number {
  if (retryAfterSeconds !== undefined) return Math.min(policy.maxDelayMs, retryAfterSeconds * 1000);
  const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return backoff / 2 + Math.random() * (backoff / 2);
}

/** The Retry-After header in seconds, if it is a number (an HTTP date: use the backoff). */
export function retryAfterSeconds(response: Response): number | undefined {
  const value = Number(response.headers.get("Retry-After") ?? Number.NaN);
  return Number.isFinite(value) ? Math.max(0, value) : undefined;
}

/** Whether this answer says "try again later". Reads the problem's code from a copy of the body. */
export async function worthRetrying(policy: RetryPolicy, response: Response): Promise<boolean> {
  if (policy.statuses.includes(response.status)) return true;
  if (response.status !== 409 && response.status !== 429 && response.status !== 503) return false;
  try {
    const problem = (await response.clone().json()) as { code?: unknown };
    return typeof problem.code === "string" && policy.codes.includes(problem.code);
  } catch {
    return false;
  }
}

/** Whether a failed fetch never reached the server (so sending again cannot do anything twice). */
function neverSent(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "EAI_AGAIN";
}

// Where the service takes an Idempotency-Key: every POST and PUT of a game.
function takesIdempotencyKey(request: Request): boolean {
  return (request.method === "POST" || request.method === "PUT")
    && new URL(request.url).pathname.startsWith("/v1/games");
}

/**
 * A fetch that retries as `policy` says. A POST or PUT of a game gets one
 * Idempotency-Key for all its tries; another request that is not safe to
 * repeat (say, registering a webhook) is sent again only if it never left.
 */
export function retryingFetch(
  policy: RetryPolicy = defaultRetryPolicy,
  send: (request: Request) => Promise<Response> = (request) => fetch(request),
): (input: Request) => Promise<Response> {
  return async (input: Request) => {
    const request = input.clone();
    if (takesIdempotencyKey(request) && !request.headers.has("Idempotency-Key")) {
      request.headers.set("Idempotency-Key", idempotencyKey());
    }
    const repeatable = ["GET", "HEAD", "DELETE"].includes(request.method)
      || request.headers.has("Idempotency-Key");
    for (let attempt = 0; ; attempt++) {
      const last = attempt + 1 >= policy.attempts;
      let response: Response;
      try {
        response = await send(request.clone()); // a body is read once: each try sends a copy
      } catch (error) {
        if (last || !(repeatable || neverSent(error))) {
          throw new ServiceUnreachable(`${request.method} ${request.url}: no answer after ${attempt + 1} tries`,
            { cause: error });
        }
        await policy.sleep(retryDelayMs(policy, attempt));
        continue;
      }
      if (last || !(await worthRetrying(policy, response))) return response;
      await response.body?.cancel();
      await policy.sleep(retryDelayMs(policy, attempt, retryAfterSeconds(response)));
    }
  };
}
