// A typed fetch client of the board game service: openapi-fetch over the
// types that openapi-typescript generates from openapi.yaml (schema.d.ts).
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type Schemas = components["schemas"];
/** A game as `GET /v1/games/{game_id}` answers it (named by its path: schema names may change). */
export type Game = paths["/v1/games/{game_id}"]["get"]["responses"][200]["content"]["application/json"];
export type Problem = Schemas["Problem"];

/** A client of the service at `baseUrl`, with a seat's token if given. */
export function connect(baseUrl: string, token?: string, apiKey?: string) {
  const headers: Record<string, string> = {};
  if (token) headers["Authorization"] = `Bearer ${token}`;
  if (apiKey) headers["X-API-Key"] = apiKey;
  return createClient<paths>({ baseUrl, headers });
}

/** A random Idempotency-Key strong enough for requests without a token (43 characters). */
export function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
