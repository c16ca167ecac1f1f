-- A table may pin the language of its public messages and board pictures (/game language, issue 9);
-- NULL follows the server's preferred language.

ALTER TABLE games ADD COLUMN locale TEXT;
