// Placeholder: replaced by the account pages work.
export function MailboxPage() {
  return <div>MailboxPage</div>;
}
