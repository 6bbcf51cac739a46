-- Search over one's own articles (GET /content?search=). Hand-written: Prisma cannot express a text search
-- configuration, a generated column or the expression it computes (the schema sees a nullable tsvector).
-- (No semicolons in these comments: the migration runner splits statements on them.)

-- unaccent is a trusted extension (PostgreSQL 13+): the database owner may create it, no superuser needed.
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- 'simple' (lower-case, no stemming, no stop words) because feeds come in every language and one item's language
-- is not known: an English stemmer would mangle French or German words and drop their stop words.
-- unaccent in front of it, so "cafe" finds "Café" and "uber" finds "Über". Only the word token types pass through
-- unaccent (hosts, URLs, e-mail addresses and numbers keep their characters).
CREATE TEXT SEARCH CONFIGURATION "rivulet_search" (COPY = pg_catalog.simple);
ALTER TEXT SEARCH CONFIGURATION "rivulet_search"
  ALTER MAPPING FOR word, hword, hword_part, numword, numhword, hword_numpart WITH unaccent, simple;

-- The search document, kept by PostgreSQL itself on every insert and update: title (weight A), creator (B),
-- description (C) and body (D). The weights rank a title hit above a body hit and let intitle: and author: match
-- one field (a lexeme restricted to weight A or B). Markup is no text: PostgreSQL's parser reads HTML tags and
-- entities as tag and entity tokens, which no configuration indexes, so attribute values (links, image
-- addresses) are not searched. Description and body are read up to 50,000 characters each: enough for a long
-- article, and it bounds both the write cost and the 1 MB a tsvector may hold, whatever a feed sends. The body is
-- skipped when it is the description (RSS without content:encoded stores it in both).
-- Adding the column rewrites ContentItem under an exclusive lock (see README, Search, for the cost).
ALTER TABLE "ContentItem" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('rivulet_search', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('rivulet_search', coalesce("author", '')), 'B') ||
  setweight(to_tsvector('rivulet_search', left(coalesce("description", ''), 50000)), 'C') ||
  setweight(to_tsvector('rivulet_search', CASE WHEN "contentHtml" IS DISTINCT FROM "description" THEN left(coalesce("contentHtml", ''), 50000) ELSE '' END), 'D')
) STORED;

-- One GIN index answers every search: words, phrases (positions are checked on the rows the index finds),
-- prefixes and the weight-restricted lexemes of intitle: and author:.
CREATE INDEX "ContentItem_searchVector_idx" ON "ContentItem" USING GIN ("searchVector");

-- intitle: and author: match the title and creator alone, and this index answers them from those two short
-- columns: the document's index would find every item with the word anywhere and then have to read each one's
-- document (TOASTed, kilobytes) to check the weight. The expression is contentSearch.ts's HEAD, written the same way.
CREATE INDEX "ContentItem_searchHead_idx" ON "ContentItem" USING GIN ((
  setweight(to_tsvector('rivulet_search', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('rivulet_search', coalesce("author", '')), 'B')
));
