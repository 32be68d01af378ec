-- The analysis of an ended game at one level (shared/analysis.py), kept with
-- the game once the archive has it: reads fall through to it when Redis no
-- longer has the game. Keyed by tenant first, like archived_games.
CREATE TABLE game_analyses (
    tenant      text        NOT NULL DEFAULT '',
    game_id     text        NOT NULL,
    level       text        NOT NULL,
    analysis    jsonb       NOT NULL,   -- the body of GET /v1/games/{id}/analysis
    analysed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant, game_id, level)
);
