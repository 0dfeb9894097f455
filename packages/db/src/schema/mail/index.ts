// The mail tables. Owned by the mail infrastructure (apps/server/src/mail), which writes and sends the
// outbox; the outbox module reads it through mail.
export * from './outbox-emails.ts';
