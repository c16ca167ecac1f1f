-- Values this database keeps to itself (issue 21): the daily challenge's seed is derived with a random
-- secret made once per database, so nobody can compute a day's deal from the source in advance.

CREATE TABLE secrets (
    name   TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);
