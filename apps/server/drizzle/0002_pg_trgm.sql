-- Custom SQL migration file, put your code below! --
-- Trigram search for the catalogue (PostgreSQL contrib; PGlite loads it in db/client.ts).
create extension if not exists pg_trgm;
