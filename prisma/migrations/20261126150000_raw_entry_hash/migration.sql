-- The raw hash of each entry as its feed wrote it (issue 13): refreshes skip entries whose raw hash is stored, so
-- an unchanged entry is neither mapped nor sanitised. Rows stored before are filled in by their next refresh.
-- AlterTable
ALTER TABLE "ContentItem" ADD COLUMN "rawHash" TEXT;
