-- PostgreSQL twin of migrations/011_secrets.sql.

CREATE TABLE secrets (
    name   TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);
