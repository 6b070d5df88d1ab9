/** The displayed name: first name, last name and father's name joined with spaces, blanks skipped. */
export function displayName(user: {
  first_name?: string | null;
  last_name?: string | null;
  father_name?: string | null;
}) {
  return [user.first_name, user.last_name, user.father_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
