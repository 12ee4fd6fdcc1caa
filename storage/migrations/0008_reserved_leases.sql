-- Reserved for issue 21's 0008_leases.sql (another branch): this placeholder only keeps the
-- numbers without a gap on this branch. Delete it when 0008_leases.sql is merged.
SELECT 1;
