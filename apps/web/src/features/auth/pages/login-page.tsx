// Placeholder: replaced by the account pages work.
export function LoginPage() {
  return <div>LoginPage</div>;
}
