// Creates a game against an AI seat, waits for our turn and plays a legal move.
// Build and run: npm run build && API=http://127.0.0.1:8000 node dist/example.js
import { connect, unwrap } from "./index.js";

const api = process.env["API"] ?? "http://127.0.0.1:8000";

async function main(): Promise<void> {
  const service = connect(api);
  // The client adds the Idempotency-Key and retries safely with it.
  const created = unwrap(await service.api.POST("/v1/games", {
    body: { type: "osiron", seats: [{ kind: "human", name: "Ann" }, { kind: "ai", level: "random" }] },
  }));
  const gameId = created.game.id;
  const token = created.seat_tokens["0"];
  if (token === undefined) throw new Error("no token for seat 0");
  const me = service.withToken(token);

  const game = await me.waitForTurn(gameId); // long polls while the AI thinks
  if (game.status !== "active") return;

  const legal = unwrap(await me.api.GET("/v1/games/{game_id}/legal-moves", {
    params: { path: { game_id: gameId } },
  }));
  const notation = legal.notations[0];
  if (notation === undefined) throw new Error("no legal move");
  const moved = unwrap(await me.api.POST("/v1/games/{game_id}/moves", {
    params: { path: { game_id: gameId }, header: { "If-Match": `"${legal.version}"` } },
    body: { notation },
  }));
  console.log(`played ${notation}; the game is at version ${moved.game.version}`);
}

await main();
