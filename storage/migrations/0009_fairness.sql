-- Provably fair seeds: a secret salt, drawn from a cryptographic source when the
-- game is created, so that SHA-256(seed:salt) can be shown when the game starts without
-- giving the seed away, and the seed and salt revealed with the record once it ends.
-- Games created before this migration have no salt, and show no commitment.
ALTER TABLE games ADD COLUMN salt TEXT;
