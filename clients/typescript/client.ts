// A typed client of the board game service: openapi-fetch over the types
// that openapi-typescript generates from openapi.yaml (schema.d.ts), with
// retries made safe by idempotency keys, waiting for one's turn, and
// following events.
import createClient from "openapi-fetch";
import { ApiProblem } from "./errors.js";
import type { components, paths } from "./schema.js";
import { type RetryPolicy, defaultRetryPolicy, retryingFetch } from "./retry.js";
import { type ServerEvent, eventData, follow } from "./sse.js";

export type Schemas = components["schemas"];
/** A game as `GET /v1/games/{game_id}` answers it (named by its path: schema names may change). */
export type Game = paths["/v1/games/{game_id}"]["get"]["responses"][200]["content"]["application/json"];
/** The tenant feed's event types (`followFeed({ types })`). */
export type FeedEventType = NonNullable<NonNullable<paths["/v1/events"]["get"]["parameters"]["query"]>["types"]>[number];

/** Statuses after which a game never changes again. */
export const TERMINAL: readonly string[] = ["finished", "cancelled", "expired", "abandoned"];

export interface ConnectOptions {
  /** A seat's token (or the creator's): sent as `Authorization: Bearer`. */
  token?: string | undefined;
  /** Where the service wants one (`X-API-Key`). */
  apiKey?: string | undefined;
  retry?: Partial<RetryPolicy>;
  /** The fetch that sends each try (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
}

/** What openapi-fetch answers: `data` or `error`, and the response. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of an openapi-fetch answer, or its problem thrown as `ApiProblem`. */
export function unwrap<T>(result: FetchResult<T>): T {
  const { data, error, response } = result;
  if (error !== undefined || !response.ok) {
    const problem = error !== null && typeof error === "object" ? error : {};
    throw new ApiProblem(response.status, problem, typeof error === "string" ? error : "");
  }
  return data as T;
}

/** Whether the service answered a retry with the first try's outcome. */
export function replayed(response: Response): boolean {
  return response.headers.get("Idempotent-Replayed") === "true";
}

export class BoardGameClient {
  readonly baseUrl: string;
  /** The typed openapi-fetch client: `api.GET("/v1/games/{game_id}", ...)`. */
  readonly api: ReturnType<typeof createClient<paths>>;
  readonly retry: RetryPolicy;
  private readonly options: ConnectOptions;

  constructor(baseUrl: string, options: ConnectOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.options = options;
    this.retry = { ...defaultRetryPolicy, ...options.retry };
    this.api = createClient<paths>({
      baseUrl: this.baseUrl,
      headers: this.headers(),
      fetch: retryingFetch(this.retry, options.fetch),
    });
  }

  /** The same service with another token (a seat's, or the creator's). */
  withToken(token: string): BoardGameClient {
    return new BoardGameClient(this.baseUrl, { ...this.options, token });
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.options.token) headers["Authorization"] = `Bearer ${this.options.token}`;
    if (this.options.apiKey) headers["X-API-Key"] = this.options.apiKey;
    return headers;
  }

  /** The game as this client's seat sees it; a long poll with `waitForVersion`. */
  async game(gameId: string, waitForVersion?: number, timeoutSeconds?: number): Promise<Game> {
    const query: { wait_for_version?: number; timeout?: number } = {};
    if (waitForVersion !== undefined) query.wait_for_version = waitForVersion;
    if (timeoutSeconds !== undefined) query.timeout = timeoutSeconds;
    return unwrap(await this.api.GET("/v1/games/{game_id}", { params: { path: { game_id: gameId }, query } }));
  }

  /**
   * The game once this client's seat is to move, or once it is over (long
   * polls: one request per change of the game). Throws after `timeoutMs`.
   */
  async waitForTurn(gameId: string, options: { timeoutMs?: number; pollSeconds?: number } = {}): Promise<Game> {
    const deadline = options.timeoutMs === undefined ? Infinity : Date.now() + options.timeoutMs;
    let game = await this.game(gameId);
    while (!TERMINAL.includes(game.status) && !(game.status === "active" && game.to_move === game.you)) {
      if (Date.now() >= deadline) throw new Error(`not this seat's turn after ${options.timeoutMs} ms`);
      game = await this.game(gameId, game.version + 1, options.pollSeconds);
    }
    return game;
  }

  /**
   * The game's events (one per version; ids are versions) until it is over,
   * resuming after `lastEventId` (a version) if given. The newest event of
   * each batch carries `game`, the viewer's view: read events by their data
   * (`eventData(e).type`, `.game`), not their names.
   */
  followGame(gameId: string, options: { lastEventId?: string | number; signal?: AbortSignal } = {}): AsyncGenerator<ServerEvent> {
    const over = (event: ServerEvent): boolean => {
      const game = eventData(event)["game"] as { status?: string } | undefined;
      return game?.status !== undefined && TERMINAL.includes(game.status);
    };
    return follow(`${this.baseUrl}/v1/games/${encodeURIComponent(gameId)}/events`, {
      ...this.followOptions(options.signal),
      lastEventId: options.lastEventId === undefined ? undefined : String(options.lastEventId),
      until: over,
      finished: async () => TERMINAL.includes((await this.game(gameId)).status),
    });
  }

  /**
   * Every game's events (`/v1/events`), endless: break out when done. From
   * now on without `lastEventId`; "0-0" reads all the feed keeps. `types`:
   * only these (`"game_finished"`, `"move_applied"`, ...).
   */
  followFeed(options: { lastEventId?: string; types?: FeedEventType[]; game?: string; signal?: AbortSignal } = {}): AsyncGenerator<ServerEvent> {
    const query = new URLSearchParams();
    if (options.types?.length) query.set("types", options.types.join(","));
    if (options.game) query.set("game", options.game);
    const search = query.size ? `?${query}` : "";
    return follow(`${this.baseUrl}/v1/events${search}`, {
      ...this.followOptions(options.signal),
      lastEventId: options.lastEventId,
    });
  }

  private followOptions(signal: AbortSignal | undefined) {
    return { headers: this.headers(), retry: this.retry, signal, ...(this.options.fetch ? { fetch: this.options.fetch } : {}) };
  }
}

/** A client of the service at `baseUrl` (see `ConnectOptions`). */
export function connect(baseUrl: string, options: ConnectOptions = {}): BoardGameClient {
  return new BoardGameClient(baseUrl, options);
}
