// Placeholder: replaced by the account pages work.
export function ResetPasswordPage() {
  return <div>ResetPasswordPage</div>;
}
