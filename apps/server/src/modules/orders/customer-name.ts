/** The name an order shows for its customer: the profile's name, else first and last names joined. */
export function customerNameOf(user: {
  name: string | null;
  firstName: string | null;
  lastName: string | null;
}): string | null {
  const name = user.name?.trim();
  if (name) return name;
  const joined = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return joined || null;
}
