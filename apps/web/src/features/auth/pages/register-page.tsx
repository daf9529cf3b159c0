// Placeholder: replaced by the account pages work.
export function RegisterPage() {
  return <div>RegisterPage</div>;
}
