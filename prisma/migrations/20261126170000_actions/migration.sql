-- Actions (issue 14 section 2): an action per subscription, folder or content tag with its then-clauses, the
-- durable deliveries its workflows carry out (unique per clause, item and run, so ingest and the sweep insert them
-- idempotently), and the action sweep's cursor. Deleting a subscription, folder, tag or item deletes what hangs
-- off it. (No semicolons in these comments: the migration runner splits statements on them.)
-- CreateTable
CREATE TABLE "ContentItemAction" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "subscriptionId" UUID,
    "subscriptionTagId" UUID,
    "contentItemTagId" UUID,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "matchClauseType" TEXT NOT NULL DEFAULT 'and',
    "matchClauses" JSONB NOT NULL DEFAULT '[]',
    "lastTriggerResult" TEXT,
    "lastErrorMessage" TEXT,
    "lastTriggerAt" TIMESTAMP(3),
    "activeSince" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "webhookSecret" TEXT NOT NULL,
    "runStartedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentItemAction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentItemActionClause" (
    "id" UUID NOT NULL,
    "contentItemActionId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "actionType" TEXT NOT NULL,
    "actionValue" TEXT,

    CONSTRAINT "ContentItemActionClause_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ActionDelivery" (
    "id" UUID NOT NULL,
    "clauseId" UUID NOT NULL,
    "actionId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "contentItemId" UUID NOT NULL,
    "subscriptionId" UUID,
    "actionType" TEXT NOT NULL,
    "runId" TEXT NOT NULL DEFAULT '',
    "batchId" TEXT NOT NULL,
    "depth" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" TIMESTAMP(3),

    CONSTRAINT "ActionDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ActionSweepCursor" (
    "id" TEXT NOT NULL,
    "scannedUntil" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ActionSweepCursor_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContentItemAction_userId_idx" ON "ContentItemAction"("userId");

-- CreateIndex
CREATE INDEX "ContentItemAction_subscriptionId_idx" ON "ContentItemAction"("subscriptionId");

-- CreateIndex
CREATE INDEX "ContentItemAction_subscriptionTagId_idx" ON "ContentItemAction"("subscriptionTagId");

-- CreateIndex
CREATE INDEX "ContentItemAction_contentItemTagId_idx" ON "ContentItemAction"("contentItemTagId");

-- CreateIndex
CREATE INDEX "ContentItemActionClause_contentItemActionId_position_idx" ON "ContentItemActionClause"("contentItemActionId", "position");

-- CreateIndex
CREATE INDEX "ActionDelivery_batchId_actionId_status_idx" ON "ActionDelivery"("batchId", "actionId", "status");

-- CreateIndex
CREATE INDEX "ActionDelivery_actionId_doneAt_idx" ON "ActionDelivery"("actionId", "doneAt");

-- CreateIndex
CREATE INDEX "ActionDelivery_userId_actionType_doneAt_idx" ON "ActionDelivery"("userId", "actionType", "doneAt");

-- CreateIndex
CREATE INDEX "ActionDelivery_status_createdAt_idx" ON "ActionDelivery"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ActionDelivery_clauseId_contentItemId_runId_key" ON "ActionDelivery"("clauseId", "contentItemId", "runId");

-- CreateIndex
CREATE INDEX "ContentItemTagging_tagId_createdAt_idx" ON "ContentItemTagging"("tagId", "createdAt");

-- AddForeignKey
ALTER TABLE "ContentItemAction" ADD CONSTRAINT "ContentItemAction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemAction" ADD CONSTRAINT "ContentItemAction_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "FeedSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemAction" ADD CONSTRAINT "ContentItemAction_subscriptionTagId_fkey" FOREIGN KEY ("subscriptionTagId") REFERENCES "Folder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemAction" ADD CONSTRAINT "ContentItemAction_contentItemTagId_fkey" FOREIGN KEY ("contentItemTagId") REFERENCES "ContentItemTag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemActionClause" ADD CONSTRAINT "ContentItemActionClause_contentItemActionId_fkey" FOREIGN KEY ("contentItemActionId") REFERENCES "ContentItemAction"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionDelivery" ADD CONSTRAINT "ActionDelivery_clauseId_fkey" FOREIGN KEY ("clauseId") REFERENCES "ContentItemActionClause"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionDelivery" ADD CONSTRAINT "ActionDelivery_actionId_fkey" FOREIGN KEY ("actionId") REFERENCES "ContentItemAction"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionDelivery" ADD CONSTRAINT "ActionDelivery_contentItemId_fkey" FOREIGN KEY ("contentItemId") REFERENCES "ContentItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An action belongs to exactly one scope.
ALTER TABLE "ContentItemAction" ADD CONSTRAINT "ContentItemAction_one_scope" CHECK (num_nonnulls("subscriptionId", "subscriptionTagId", "contentItemTagId") = 1);
