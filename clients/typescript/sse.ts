// Server-Sent Events over fetch (Node has no EventSource): parsing
// `text/event-stream` from a response body, and following a stream across
// reconnections with `Last-Event-ID`, so that nothing is missed or seen twice.
import { ServiceUnreachable, StreamProblem } from "./errors.js";
import { type RetryPolicy, defaultRetryPolicy, retryAfterSeconds, retryDelayMs, worthRetrying } from "./retry.js";

/** One event: its name (`event:`; "message" if none), its data and the stream's last id. */
export interface ServerEvent {
  event: string;
  data: string;
  id: string | undefined;
}

/** An event's data as JSON (the service sends JSON objects). */
export function eventData(event: ServerEvent): Record<string, unknown> {
  const value: unknown = JSON.parse(event.data);
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/** The event stream format of the HTML standard, a line at a time. */
export class EventStreamParser {
  retryMs: number | undefined;
  private name = "";
  private data: string[] = [];

  constructor(public lastEventId: string | undefined = undefined) {}

  /** Take one line (without its end); return the event a blank line completes. */
  feed(line: string): ServerEvent | undefined {
    if (line === "") return this.dispatch();
    if (line.startsWith(":")) return undefined; // a comment: keep-alive
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") this.name = value;
    else if (field === "data") this.data.push(value);
    else if (field === "id" && !value.includes("\0")) this.lastEventId = value;
    else if (field === "retry" && /^\d+$/.test(value)) this.retryMs = Number(value);
    return undefined;
  }

  private dispatch(): ServerEvent | undefined {
    const event = { event: this.name || "message", data: this.data.join("\n"), id: this.lastEventId };
    const hasData = this.data.length > 0;
    this.name = "";
    this.data = [];
    return hasData ? event : undefined;
  }
}

/** The lines of a byte stream, ended by CRLF, LF or CR. Stopping early cancels the stream. */
export async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let end: RegExpExecArray | null;
      // A CR at the very end may be half of a CRLF: wait for the next chunk.
      while ((end = /\r\n|\n|\r(?=[^\n])/.exec(buffered)) !== null) {
        yield buffered.slice(0, end.index);
        buffered = buffered.slice(end.index + end[0].length);
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined); // closes the connection when we stop early
  }
  // The last line, if it had no end: an event it leaves open is dropped, as the format says.
  buffered += decoder.decode();
  if (buffered) yield* buffered.split(/\r\n|\n|\r/);
}

/** Every event of a text/event-stream body. */
export async function* parse(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const parser = new EventStreamParser();
  for await (const line of lines(body)) {
    const event = parser.feed(line);
    if (event) yield event;
  }
}

export interface FollowOptions {
  /** Resume after this id (sent as Last-Event-ID). */
  lastEventId?: string | undefined;
  headers?: Record<string, string>;
  /** Stop after an event for which this is true. */
  until?: (event: ServerEvent) => boolean;
  /** Asked when a connection closes without an event: true when no more will come. */
  finished?: () => Promise<boolean>;
  retry?: RetryPolicy;
  fetch?: (request: Request) => Promise<Response>;
  signal?: AbortSignal;
}

/**
 * Every event of the stream at `url`, reconnecting with Last-Event-ID after
 * the server closes it (games end, long streams are cut) or the connection
 * fails. Stops after an event `until` accepts, or when a connection closes
 * without an event and `finished()` says so; else it follows for ever:
 * break out of the loop (which closes the connection).
 */
export async function* follow(url: string, options: FollowOptions = {}): AsyncGenerator<ServerEvent> {
  const policy = options.retry ?? defaultRetryPolicy;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  let lastEventId = options.lastEventId;
  let failures = 0;
  for (;;) {
    const headers: Record<string, string> = { ...options.headers, Accept: "text/event-stream" };
    if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
    let seen = 0;
    let wait: number | undefined;
    try {
      const response = await send(new Request(url, { headers, signal: options.signal ?? null }));
      if (response.status !== 200 || response.body === null) {
        failures++;
        if (failures >= policy.attempts || !(await worthRetrying(policy, response))) {
          throw await StreamProblem.from(response);
        }
        await response.body?.cancel();
        wait = retryDelayMs(policy, failures - 1, retryAfterSeconds(response));
      } else {
        const parser = new EventStreamParser(lastEventId);
        for await (const line of lines(response.body)) {
          const event = parser.feed(line);
          if (!event) continue;
          lastEventId = parser.lastEventId;
          seen++;
          failures = 0;
          yield event;
          if (options.until?.(event)) return;
        }
      }
    } catch (error) {
      if (error instanceof StreamProblem || options.signal?.aborted) throw error;
      failures++;
      if (failures >= policy.attempts) {
        throw new ServiceUnreachable(`${url}: no answer after ${failures} tries`, { cause: error });
      }
      wait = retryDelayMs(policy, failures - 1);
    }
    if (wait === undefined && seen === 0) {
      // Closed at once: the game is over, or the server is busy: a short pause.
      if (options.finished && (await options.finished())) return;
      wait = retryDelayMs(policy, 0);
    }
    if (wait !== undefined) await policy.sleep(wait);
  }
}
