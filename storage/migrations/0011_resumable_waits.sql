-- A take-back never grants time: when a seat's wait ends, its clock as it stood (the bank as
-- of running_since, the wait's allotted time, when it started running) is kept with the log
-- row that ended it, so that a take-back of that row resumes the same wait, the time since
-- it began charged, rather than starting a fresh one (or adding a bank's increment).
ALTER TABLE seat_clocks ADD COLUMN resume_bank INTEGER CHECK (resume_bank >= 0);
ALTER TABLE seat_clocks ADD COLUMN resume_allotted INTEGER CHECK (resume_allotted >= 0);
ALTER TABLE seat_clocks ADD COLUMN resume_since TEXT;
ALTER TABLE seat_clocks ADD COLUMN resume_seq INTEGER CHECK (resume_seq >= 0);
