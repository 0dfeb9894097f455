-- Trigram search on project, artist and label names needs pg_trgm (PGlite loads it as an extension
-- module; on PostgreSQL it is a trusted contrib extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
