// Placeholder: replaced by the account pages work.
export function ResendActivationPage() {
  return <div>ResendActivationPage</div>;
}
