-- Reserved for issue 23's 0009_fairness.sql (another branch): this placeholder only keeps the
-- numbers without a gap on this branch. Delete it when 0009_fairness.sql is merged.
SELECT 1;
