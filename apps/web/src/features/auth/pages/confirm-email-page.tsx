// Placeholder: replaced by the account pages work.
export function ConfirmEmailPage() {
  return <div>ConfirmEmailPage</div>;
}
