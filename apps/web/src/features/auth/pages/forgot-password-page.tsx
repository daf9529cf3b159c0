// Placeholder: replaced by the account pages work.
export function ForgotPasswordPage() {
  return <div>ForgotPasswordPage</div>;
}
