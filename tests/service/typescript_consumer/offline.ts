// The installed @boardgame/client without a server: a fake fetch plays the
// service. Checks the event stream parser on awkward chunk boundaries, the
// reconnection of a followed stream with Last-Event-ID, and the retries with
// one idempotency key. Prints "ok" once every check held; throws otherwise.
import { ServiceUnreachable, connect, eventData, parse, retryingFetch } from "@boardgame/client";
import assert from "node:assert/strict";

const noWait = { sleep: async () => undefined, baseDelayMs: 1 };

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const bytes = chunks.map((chunk) => new TextEncoder().encode(chunk));
  return new ReadableStream({
    start(controller) {
      for (const chunk of bytes) controller.enqueue(chunk);
      controller.close();
    },
  });
}

function eventStream(...chunks: string[]): Response {
  return new Response(streamOf(...chunks), { headers: { "Content-Type": "text/event-stream" } });
}

function problem(status: number, code: string, headers: Record<string, string> = {}): Response {
  return Response.json({ status, code, title: "x", detail: code, type: "about:blank", instance: "/" },
    { status, headers: { "Content-Type": "application/problem+json", ...headers } });
}

async function parserChecks(): Promise<void> {
  // A CRLF split between chunks, a comment, a retry, a multi-line data, an
  // event without id (keeps the last), an empty id (resets it), no data (nothing).
  const body = streamOf("retry: 2000\r", "\n\r\n: keep-alive\n\nid: 1\nevent: created\ndata: {\"a\":\r\ndata:  1}\r\n",
    "\r\nevent: feed_truncated\ndata: {}\n\ndata:plain\nid\n\nid: 7\n\ndata: never ended");
  const events = [];
  for await (const event of parse(body)) events.push(event);
  assert.deepEqual(events.map((e) => [e.event, e.id, e.data]), [
    ["created", "1", "{\"a\":\n 1}"], ["feed_truncated", "1", "{}"], ["message", "", "plain"]]);
  assert.deepEqual(eventData(events[0]!), { a: 1 });
}

async function followResumes(): Promise<void> {
  const sent: (string | null)[] = [];
  const fakeFetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname !== "/v1/games/g1/events") return problem(404, "not_found"); // the stream alone tells the end
    sent.push(request.headers.get("Last-Event-ID"));
    if (sent.length === 1) return eventStream("id: 1\nevent: created\ndata: {\"type\":\"created\"}\n\n",
      "id: 2\nevent: move\ndata: {\"type\":\"move\"}\n\n"); // then the server's time limit
    if (sent.length === 2) return problem(503, "service_unavailable", { "Retry-After": "0" });
    return eventStream(`id: 3\nevent: game_finished\ndata: ${JSON.stringify({ type: "finished", game: { status: "finished" } })}\n\n`);
  };
  const service = connect("http://service.test", { fetch: fakeFetch, retry: noWait });
  const seen = [];
  for await (const event of service.followGame("g1", { lastEventId: 0 })) seen.push([event.id, eventData(event)["type"]]);
  assert.deepEqual(seen, [["1", "created"], ["2", "move"], ["3", "finished"]]);
  assert.deepEqual(sent, ["0", "2", "2"]);
}

async function retriesKeepOneKey(): Promise<void> {
  const tries: { key: string | null; body: string }[] = [];
  const answers = [
    () => problem(503, "service_unavailable", { "Retry-After": "1" }),
    () => { throw new TypeError("fetch failed"); },
    () => problem(409, "idempotency_key_in_use"),
    () => problem(409, "version_conflict"), // not retried
  ];
  const waits: number[] = [];
  const send = retryingFetch({ ...connect("http://x").retry, sleep: async (ms) => { waits.push(ms); } },
    async (request) => {
      tries.push({ key: request.headers.get("Idempotency-Key"), body: await request.text() });
      return answers[tries.length - 1]!();
    });
  const answer = await send(new Request("http://service.test/v1/games/g1/moves", { method: "POST", body: "{\"notation\":\"@O5\"}" }));
  assert.equal(answer.status, 409);
  assert.equal(tries.length, 4);
  assert.equal(new Set(tries.map((t) => t.key)).size, 1);
  assert.ok((tries[0]!.key ?? "").length >= 32);
  assert.ok(tries.every((t) => t.body === "{\"notation\":\"@O5\"}"));
  assert.equal(waits[0], 1000); // Retry-After, then backoff

  // Without an idempotency key (a webhook), a lost answer is not sent again.
  let posts = 0;
  const lose = retryingFetch({ ...connect("http://x").retry, ...noWait }, async () => { posts++; throw new TypeError("fetch failed"); });
  await assert.rejects(lose(new Request("http://service.test/v1/webhooks", { method: "POST", body: "{}" })), ServiceUnreachable);
  assert.equal(posts, 1);
}

await parserChecks();
await followResumes();
await retriesKeepOneKey();
console.log("ok");
