-- Reserved: migration 0014 belongs to work not yet merged. Until it lands this file holds
-- its number (it changes nothing), so that the migrations stay numbered without a gap; the
-- migration that takes the number replaces this file (a database that applied this one is
-- then refused by name, never migrated around it).
SELECT 1;
