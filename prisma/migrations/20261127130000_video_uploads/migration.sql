-- Uploads of digest videos to TikTok and YouTube, one row per request (its idempotency record)
CREATE TABLE "VideoUpload" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "digestId" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "requestKey" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempt" INTEGER NOT NULL DEFAULT 1,
    "sessionUrlEnc" TEXT,
    "publishId" TEXT,
    "videoId" TEXT,
    "bytesSent" INTEGER NOT NULL DEFAULT 0,
    "totalBytes" INTEGER,
    "errorMessage" TEXT,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VideoUpload_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "VideoUpload_digestId_platform_idx" ON "VideoUpload"("digestId", "platform");

CREATE INDEX "VideoUpload_publishId_idx" ON "VideoUpload"("publishId");

CREATE UNIQUE INDEX "VideoUpload_userId_platform_requestKey_key" ON "VideoUpload"("userId", "platform", "requestKey");

ALTER TABLE "VideoUpload" ADD CONSTRAINT "VideoUpload_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "VideoUpload" ADD CONSTRAINT "VideoUpload_digestId_fkey" FOREIGN KEY ("digestId") REFERENCES "Digest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
