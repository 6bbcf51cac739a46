-- The HTTP status of a feed's last failed fetch, when the server answered one (FETCH_HTTP_ERROR and friends):
-- the plain sentence users see tells a 403 from a 500.
ALTER TABLE "Feed" ADD COLUMN "lastErrorStatus" INTEGER;
