// Placeholder: replaced by the account pages work.
export function RegistrationConfirmationPage() {
  return <div>RegistrationConfirmationPage</div>;
}
