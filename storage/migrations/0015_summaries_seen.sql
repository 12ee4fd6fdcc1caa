-- The first-game summary, seen: the game kinds whose summary (the goal and how a turn goes,
-- atop the private view of a player's first game of the kind) the user has been shown,
-- comma-separated; shown once, it folds away from their later views.
ALTER TABLE users ADD COLUMN summaries_seen TEXT;
