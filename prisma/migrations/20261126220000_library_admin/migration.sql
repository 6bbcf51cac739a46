-- Library and admin tools (issue 16): an admin's gift of Pro, a pause that holds, the admin audit log, and the
-- indexes behind the admin Feeds and Users tables.

-- A gift of Pro ends: the tier is Pro while premiumUntil is in the future. Billing's migration adds the same
-- column (its branch and this one were built side by side): whichever runs second finds it there.
ALTER TABLE "User" ADD COLUMN IF NOT EXISTS "premiumUntil" TIMESTAMP(3);

-- An admin's pause holds: the sweep and refreshes skip the feed until an admin sets another status.
ALTER TABLE "Feed" ADD COLUMN "pausedByAdmin" BOOLEAN NOT NULL DEFAULT false;

-- Fields an admin set (title, description, link, imageUrl) stay as the admin wrote them through refreshes.
ALTER TABLE "Feed" ADD COLUMN "adminPinnedFields" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "AdminAuditEntry" (
    "id" UUID NOT NULL,
    "actorId" UUID,
    "actorName" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdminAuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AdminAuditEntry_targetType_targetId_createdAt_idx" ON "AdminAuditEntry"("targetType", "targetId", "createdAt");

-- CreateIndex
CREATE INDEX "AdminAuditEntry_createdAt_idx" ON "AdminAuditEntry"("createdAt");

-- AddForeignKey
ALTER TABLE "AdminAuditEntry" ADD CONSTRAINT "AdminAuditEntry_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "User_email_trgm_idx" ON "User" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_username_trgm_idx" ON "User" USING GIN ("username" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Feed_createdAt_id_idx" ON "Feed"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Feed_status_createdAt_id_idx" ON "Feed"("status", "createdAt", "id");
