// The name the header shows for a signed-in user (spec 1 §2.3): what they call themselves, else
// their real name, their username or their masked mobile.

/** The user fields the name is taken from; any may be missing or blank. */
export interface NamedUser {
  nickName?: unknown;
  realName?: unknown;
  username?: unknown;
  mobile?: unknown;
}

export function displayName(user: NamedUser | null, fallback: string): string {
  for (const value of [user?.nickName, user?.realName, user?.username, user?.mobile]) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return fallback;
}
