// Placeholder: replaced by the account pages work.
export function UserProfilePage() {
  return <div>UserProfilePage</div>;
}
