-- Placeholder: number 0008 is reserved for issue 21's `0008_leases.sql` (branch `shards`).
-- Migrations are numbered without gaps, so this branch's 0009 needs an 0008 to load. Delete
-- this file when `0008_leases.sql` is merged (two 0008 files refuse to load, loudly).
SELECT 1;
