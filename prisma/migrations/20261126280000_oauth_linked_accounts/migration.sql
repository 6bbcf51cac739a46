-- Linked accounts keep their tokens sealed, and OAuth flows in flight keep state, PKCE verifier and nonce
ALTER TABLE "OAuthIdentity" ADD COLUMN "email" TEXT,
ADD COLUMN "accessTokenEnc" TEXT,
ADD COLUMN "refreshTokenEnc" TEXT,
ADD COLUMN "expiresAt" TIMESTAMP(3),
ADD COLUMN "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

CREATE TABLE "OAuthFlow" (
    "state" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "userId" UUID,
    "codeVerifier" TEXT NOT NULL,
    "nonce" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OAuthFlow_pkey" PRIMARY KEY ("state")
);

CREATE INDEX "OAuthFlow_createdAt_idx" ON "OAuthFlow"("createdAt");
