// Placeholder: replaced by the account pages work.
export function ActivateAccountPage() {
  return <div>ActivateAccountPage</div>;
}
