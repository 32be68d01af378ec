// A program that uses the installed @boardgame/client package against the
// real service ($API), the way an application would: it plays a game to its
// end by waiting for its turn, follows that game and the feed, and loses the
// answer of a POST to check that the retry is answered, not done twice.
// It prints one JSON line for tests/service/test_typescript_client.py.
import {
  ApiProblem, type Game, ServiceError, ServiceUnreachable, StreamProblem, connect, eventData, replayed, unwrap,
} from "@boardgame/client";

const api = process.env["API"] ?? "http://127.0.0.1:8000";

async function playToTheEnd(): Promise<Record<string, unknown>> {
  const service = connect(api);
  const created = unwrap(await service.api.POST("/v1/games", {
    body: { type: "osiron", seats: [{ kind: "human", name: "Ann" }, { kind: "ai", level: "random" }] },
  }));
  const gameId = created.game.id;
  const me = service.withToken(created.seat_tokens["0"] ?? "");

  // A spectator follows the game from its start while we play.
  const spectated: { id: string | undefined; type: unknown; status: unknown }[] = [];
  const spectator = (async () => {
    for await (const event of service.followGame(gameId, { lastEventId: 0 })) {
      const data = eventData(event);
      spectated.push({ id: event.id, type: data["type"], status: (data["game"] as Game | undefined)?.status });
    }
  })();

  let moves = 0;
  let game: Game = await me.waitForTurn(gameId, { timeoutMs: 60_000 });
  while (game.status === "active") {
    const legal = unwrap(await me.api.GET("/v1/games/{game_id}/legal-moves", { params: { path: { game_id: gameId } } }));
    const notation = legal.notations[Math.floor(Math.random() * legal.notations.length)];
    if (notation === undefined) throw new Error("no legal move");
    unwrap(await me.api.POST("/v1/games/{game_id}/moves", {
      params: { path: { game_id: gameId }, header: { "If-Match": `"${legal.version}"` } },
      body: { notation },
    }));
    moves++;
    game = await me.waitForTurn(gameId, { timeoutMs: 60_000 });
  }
  await spectator;

  // Resuming near the end gets only what was missed.
  const resumed: (string | undefined)[] = [];
  for await (const event of service.followGame(gameId, { lastEventId: game.version - 2 })) resumed.push(event.id);

  // The feed, filtered with its own names, from the start of what it keeps.
  let finishedInFeed: unknown;
  for await (const event of service.followFeed({ lastEventId: "0-0", game: gameId, types: ["game_finished"] })) {
    finishedInFeed = eventData(event)["type"];
    break;
  }
  return { gameId, status: game.status, version: game.version, moves, spectated, resumed, finishedInFeed };
}

// A fetch that sends every request but loses the answer of the first POST.
function losingFirstPostAnswer(keys: (string | null)[]): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await fetch(request);
    if (request.method === "POST") {
      keys.push(request.headers.get("Idempotency-Key"));
      if (keys.length === 1) {
        await response.body?.cancel();
        throw new TypeError("fetch failed: connection lost");
      }
    }
    return response;
  };
}

async function retryALostAnswer(): Promise<Record<string, unknown>> {
  const keys: (string | null)[] = [];
  const service = connect(api, { fetch: losingFirstPostAnswer(keys), retry: { baseDelayMs: 10 } });
  const created = await service.api.POST("/v1/games", {
    body: { type: "isaac", seats: [{ kind: "human" }, { kind: "human" }] },
  });
  unwrap(created);
  const listed = unwrap(await service.api.GET("/v1/games", { params: { query: { limit: 100 } } }));
  const copies = listed.games.filter((g) => g.id === created.data?.game.id).length;
  return { keys, replayed: replayed(created.response), copies };
}

async function errors(): Promise<Record<string, unknown>> {
  const service = connect(api);
  const problem = await service.game("no-such-game").catch((error: unknown) => error);
  const stream = await service.followGame("no-such-game").next().catch((error: unknown) => error);
  const nobody = connect("http://127.0.0.1:9", { retry: { attempts: 2, baseDelayMs: 1 } });
  const unreachable = await nobody.game("g").catch((error: unknown) => error);
  return {
    problem: problem instanceof ApiProblem && problem instanceof ServiceError ? [problem.status, problem.code] : String(problem),
    stream: stream instanceof StreamProblem && stream instanceof ApiProblem ? [stream.status, stream.code] : String(stream),
    unreachable: unreachable instanceof ServiceUnreachable && unreachable instanceof ServiceError,
  };
}

console.log(JSON.stringify({ game: await playToTheEnd(), retry: await retryALostAnswer(), errors: await errors() }));
