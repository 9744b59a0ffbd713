-- Decision 057: an invitation's token is kept only as its SHA-256 (hex of the UTF-8 bytes, as lib/secret-token.ts
-- hashes it), like the calendar feed's secret and the access tokens. The links already e-mailed keep working: each
-- stored token becomes its hash, once (0026 renamed the column, in the same transaction as this update).
UPDATE "invitations" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');
