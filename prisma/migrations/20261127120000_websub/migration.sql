-- WebSub: the hub each feed advertises and our subscription there (lease, secret, callback token, state)
CREATE TABLE "FeedWebSub" (
    "feedId" UUID NOT NULL,
    "hubUrl" TEXT,
    "topicUrl" TEXT,
    "state" TEXT NOT NULL DEFAULT 'none',
    "subscribedHubUrl" TEXT,
    "subscribedTopicUrl" TEXT,
    "callbackToken" TEXT,
    "secret" TEXT,
    "leaseSeconds" INTEGER,
    "leaseExpiresAt" TIMESTAMP(3),
    "requestedAt" TIMESTAMP(3),
    "verifiedAt" TIMESTAMP(3),
    "failures" INTEGER NOT NULL DEFAULT 0,
    "retryAt" TIMESTAMP(3),
    "lastError" TEXT,
    "lastPushAt" TIMESTAMP(3),
    "pushCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FeedWebSub_pkey" PRIMARY KEY ("feedId")
);

CREATE INDEX "FeedWebSub_state_leaseExpiresAt_idx" ON "FeedWebSub"("state", "leaseExpiresAt");

ALTER TABLE "FeedWebSub" ADD CONSTRAINT "FeedWebSub_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;
