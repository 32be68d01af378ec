// @boardgame/client: the board game service's typed client.
export { BoardGameClient, type ConnectOptions, type FeedEventType, type Game, type Schemas, TERMINAL, connect, replayed, unwrap } from "./client.js";
export { ApiProblem, type Problem, ServiceError, ServiceUnreachable, StreamProblem } from "./errors.js";
export { type RetryPolicy, defaultRetryPolicy, idempotencyKey, retryingFetch } from "./retry.js";
export { EventStreamParser, type FollowOptions, type ServerEvent, eventData, follow, lines, parse } from "./sse.js";
export type { components, paths } from "./schema.js";
