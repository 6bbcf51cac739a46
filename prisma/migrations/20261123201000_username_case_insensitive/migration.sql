-- Usernames are unique regardless of case: Bob and bob are one name. The service checks first, and this index
-- settles two sign-ups racing past that check. The Prisma schema cannot express an expression index, so it lives
-- here only (like the generated columns), and the case-sensitive unique index stays for Prisma lookups.
-- (No semicolons in these comments: the migration runner splits statements on them.)
CREATE UNIQUE INDEX "User_username_lower_key" ON "User" (lower("username"));
