-- Practice games: a game one player starts against bots to learn, in a private
-- thread or their DMs. It is never counted in statistics or leaderboards, and only its
-- player reaches it; Hint and the broader Take back are offered in it alone.
ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0 CHECK (practice IN (0, 1));
