-- Players and their ratings (shared/ratings.py, Archive.archive_game and the
-- player methods of shared/archive/__init__.py). Player ids are the tenant's
-- own: every key starts with the tenant.

-- Whether an archived game was rated, and the ratings it moved: one entry per
-- seat {seat, player, level, place, before: {mu, sigma}, after: {mu, sigma}}.
ALTER TABLE archived_games ADD COLUMN rated boolean NOT NULL DEFAULT false;
ALTER TABLE archived_games ADD COLUMN ratings jsonb;
-- A player's archived games: seats @> '[{"player": "p1"}]'.
CREATE INDEX archived_games_by_seats ON archived_games USING gin (seats jsonb_path_ops);

-- One rating per player and game type.
CREATE TABLE player_ratings (
    tenant         text             NOT NULL,
    player         text             NOT NULL,
    type           text             NOT NULL,
    mu             double precision NOT NULL,
    sigma          double precision NOT NULL,
    games          integer          NOT NULL,   -- rated games played
    last_played_at timestamptz      NOT NULL,
    PRIMARY KEY (tenant, player, type)
);
-- Leaderboards: by conservative rating (mu - 3 sigma), best first.
CREATE INDEX player_ratings_board ON player_ratings (tenant, type, (mu - 3 * sigma) DESC, player);

-- Every change of a rating: one row per player and rated game.
CREATE TABLE rating_changes (
    tenant       text             NOT NULL,
    player       text             NOT NULL,
    type         text             NOT NULL,
    game_id      text             NOT NULL,
    seat         integer          NOT NULL,
    place        integer          NOT NULL,
    ended_at     timestamptz      NOT NULL,
    mu_before    double precision NOT NULL,
    sigma_before double precision NOT NULL,
    mu_after     double precision NOT NULL,
    sigma_after  double precision NOT NULL,
    PRIMARY KEY (tenant, player, type, game_id)
);
CREATE INDEX rating_changes_by_time ON rating_changes (tenant, player, type, ended_at DESC, game_id DESC);

-- Receipts of deleted players (DELETE /v1/players/{player}): what was removed,
-- never the id itself.
CREATE TABLE player_deletions (
    tenant      text        NOT NULL,
    receipt     text        NOT NULL,
    tombstone   text        NOT NULL,
    deleted_at  timestamptz NOT NULL DEFAULT now(),
    games       integer     NOT NULL,
    ratings     integer     NOT NULL,
    PRIMARY KEY (tenant, receipt)
);
