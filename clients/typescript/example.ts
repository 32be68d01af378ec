// Creates a game against an AI seat, waits for our turn and plays a legal move.
// Build and run: npx tsc && API=http://127.0.0.1:8000 node dist/example.js
import { connect, idempotencyKey, type Game } from "./client.js";

const api = process.env["API"] ?? "http://127.0.0.1:8000";

async function main(): Promise<void> {
  const anonymous = connect(api);
  const created = await anonymous.POST("/v1/games", {
    body: { type: "osiron", seats: [{ kind: "human", name: "Ann" }, { kind: "ai", level: "random" }] },
    params: { header: { "Idempotency-Key": idempotencyKey() } },
  });
  if (created.error) throw new Error(`${created.error.code}: ${created.error.detail}`);
  const gameId: string = created.data.game.id;
  const token = created.data.seat_tokens["0"];
  if (token === undefined) throw new Error("no token for seat 0");
  const me = connect(api, token);

  // Our seat's view (`you` is set), then long polls until it is our turn (or the game is over).
  const read = await me.GET("/v1/games/{game_id}", { params: { path: { game_id: gameId } } });
  if (read.error || !read.data) throw new Error("could not read the game");
  let game: Game = read.data;
  while (game.status !== "finished" && !(game.status === "active" && game.to_move === game.you)) {
    const polled = await me.GET("/v1/games/{game_id}", {
      params: { path: { game_id: gameId }, query: { wait_for_version: game.version + 1 } },
    });
    if (polled.error || !polled.data) throw new Error("could not read the game");
    game = polled.data;
  }
  if (game.status !== "active") return;

  const legal = await me.GET("/v1/games/{game_id}/legal-moves", {
    params: { path: { game_id: gameId } },
  });
  if (legal.error) throw new Error(legal.error.detail);
  const notation = legal.data.notations[0];
  if (notation === undefined) throw new Error("no legal move");
  const moved = await me.POST("/v1/games/{game_id}/moves", {
    params: {
      path: { game_id: gameId },
      header: { "If-Match": `"${legal.data.version}"`, "Idempotency-Key": idempotencyKey() },
    },
    body: { notation },
  });
  if (moved.error) throw new Error(`${moved.error.code}: ${moved.error.detail}`);
  console.log(`played ${notation}; the game is at version ${moved.data.game.version}`);
}

await main();
