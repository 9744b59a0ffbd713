// Imported first by every command that writes data (the server, npm run backup, restore and seed:demo): from here
// on, every file and folder the process creates is its owner's alone (0600, 0700), whatever umask it was started
// with. DATA_DIR holds the database with e-mails, password hashes and session tokens, reset links in the outbox and
// the generated keys; on a shared host the default umask (022, or 000 from some service managers) would let the
// machine's other users read it (decision 055).
process.umask(0o077);
