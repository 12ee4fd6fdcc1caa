-- PostgreSQL's twin of storage/migrations/0011_resumable_waits.sql: the clock of a seat's
-- last ended wait, kept so that a take-back resumes that wait instead of granting time.
ALTER TABLE seat_clocks ADD COLUMN resume_bank BIGINT CHECK (resume_bank >= 0);
ALTER TABLE seat_clocks ADD COLUMN resume_allotted BIGINT CHECK (resume_allotted >= 0);
ALTER TABLE seat_clocks ADD COLUMN resume_since TEXT;
ALTER TABLE seat_clocks ADD COLUMN resume_seq BIGINT CHECK (resume_seq >= 0);
