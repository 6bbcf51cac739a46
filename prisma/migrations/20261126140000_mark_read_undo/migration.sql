-- What a mark-all-read changed, kept for a short while so it can be undone exactly (a newer mark replaces it).

-- CreateTable
CREATE TABLE "ReadUndo" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "tagId" UUID,
    "markedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "watermarks" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "ReadUndo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReadUndoRow" (
    "undoId" UUID NOT NULL,
    "contentItemId" UUID NOT NULL,
    "subscriptionId" UUID,
    "isRead" BOOLEAN,
    "sortAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3),

    CONSTRAINT "ReadUndoRow_pkey" PRIMARY KEY ("undoId","contentItemId")
);

-- CreateIndex
CREATE INDEX "ReadUndo_userId_idx" ON "ReadUndo"("userId");

-- CreateIndex
CREATE INDEX "ReadUndo_expiresAt_idx" ON "ReadUndo"("expiresAt");

-- AddForeignKey
ALTER TABLE "ReadUndo" ADD CONSTRAINT "ReadUndo_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReadUndoRow" ADD CONSTRAINT "ReadUndoRow_undoId_fkey" FOREIGN KEY ("undoId") REFERENCES "ReadUndo"("id") ON DELETE CASCADE ON UPDATE CASCADE;
