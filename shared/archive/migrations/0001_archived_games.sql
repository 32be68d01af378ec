-- Ended games, archived exactly once each (shared/archive/__init__.py).
-- Every key starts with the tenant (the Citus distribution column; '' without
-- tenants), so a tenant's games stay together when the table is distributed.
CREATE TABLE archived_games (
    tenant      text        NOT NULL DEFAULT '',
    id          text        NOT NULL,
    type        text        NOT NULL,
    status      text        NOT NULL,   -- one of gamedoc.TERMINAL
    seats       jsonb       NOT NULL,   -- the document's seats (token hashes included)
    result      jsonb,
    options     jsonb       NOT NULL,
    created_at  timestamptz NOT NULL,
    ended_at    timestamptz NOT NULL,
    version     integer     NOT NULL,   -- the final version: one history entry per version
    moves       integer     NOT NULL,   -- history entries of type "move"
    doc         jsonb       NOT NULL,   -- the final stored game document, as in Redis
    history     jsonb       NOT NULL,   -- every history entry, oldest first
    archived_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant, id)
);

-- Listing newest first (and export oldest first) by tenant, with a keyset cursor
-- on (ended_at, id); filters by status or type have an index of their own.
CREATE INDEX archived_games_by_end ON archived_games (tenant, ended_at DESC, id DESC);
CREATE INDEX archived_games_by_status ON archived_games (tenant, status, ended_at DESC, id DESC);
CREATE INDEX archived_games_by_type ON archived_games (tenant, type, ended_at DESC, id DESC);

-- How long each tenant's archived games are kept (days); NULL or no row: for ever.
CREATE TABLE tenant_retention (
    tenant text PRIMARY KEY,
    days   integer CHECK (days IS NULL OR days > 0)
);
