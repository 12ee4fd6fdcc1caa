-- One game's pending messages, found without walking the ones already delivered.
CREATE INDEX outbox_pending_by_game ON outbox (game_id, id)
    WHERE sent_at IS NULL AND failed_at IS NULL;
